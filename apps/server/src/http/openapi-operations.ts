/** A 4xx a route can return beyond those derived from its access and input (see openapi-document.ts). */
export type ExtraErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429;

export interface OperationNaming {
  /** The name generated clients give the call: camelCase, stable, never reused. */
  operationId: string;
  /** Statuses the route's service can also answer (conflicts, limits, resources looked up in the body). */
  errors?: readonly ExtraErrorStatus[];
  /** A public route that also reads a token when one comes (private files). */
  optionalAuth?: boolean;
}

/**
 * Stable operationIds of every /api route, keyed by `METHOD url` as the route registers it.
 * A route missing here still gets a derived id (see `derivedOperationId`), so a new route never breaks
 * the document; add it here to give it a meaningful name.
 */
export const OPERATIONS: Readonly<Record<string, OperationNaming>> = {
  'GET /api/health': { operationId: 'getHealth' },
  'GET /api/health/live': { operationId: 'getLiveness' },
  'GET /api/health/ready': { operationId: 'getReadiness' },

  'POST /api/auth/authenticate': { operationId: 'signIn', errors: [401, 429] },
  'POST /api/auth/register': { operationId: 'register', errors: [403, 409] },
  'POST /api/auth/forgot-password': { operationId: 'requestPasswordReset', errors: [429] },
  'PATCH /api/auth/reset-password': { operationId: 'resetPassword' },
  'PATCH /api/auth/change-password': { operationId: 'changePassword' },
  'POST /api/auth/refresh-token': { operationId: 'refreshToken', errors: [401] },

  'GET /api/settings/feature-flags': { operationId: 'getFeatureFlags' },
  'PATCH /api/settings/feature-flags': { operationId: 'updateFeatureFlags' },
  'GET /api/editions': { operationId: 'listEditions' },

  'POST /api/files/upload': { operationId: 'uploadFile', errors: [413] },
  'GET /api/files/excel-reports': { operationId: 'downloadExport', errors: [404] },
  'GET /api/files/excel-reports/progress': { operationId: 'getExportProgress' },
  'GET /api/files/{id}': { operationId: 'getFile', errors: [401, 403], optionalAuth: true },

  'GET /api/users/profile': { operationId: 'getMyProfile', errors: [404] },
  'PATCH /api/users/profile': { operationId: 'updateMyProfile', errors: [404] },
  'GET /api/users/report': { operationId: 'getUsersReport' },
  'PATCH /api/users/update-activation': { operationId: 'setUserActivation', errors: [404] },
  'PATCH /api/users/{id}/phone-call-note': { operationId: 'setPhoneCallNote' },
  'PATCH /api/users/signature': { operationId: 'saveParentalApproval', errors: [409] },

  'GET /api/lessons': { operationId: 'listLessons' },
  'POST /api/lessons': { operationId: 'createLesson' },
  'PATCH /api/lessons': { operationId: 'updateLesson', errors: [404] },
  'GET /api/lessons/types': { operationId: 'listLessonTypes' },
  'GET /api/lessons/default': { operationId: 'getDefaultLesson' },
  'GET /api/lessons/{id}': { operationId: 'getLesson' },
  'DELETE /api/lessons/{id}': { operationId: 'deleteLesson' },
  'PATCH /api/lessons/{id}/hide': { operationId: 'setLessonHidden' },
  'POST /api/lessons/{id}/duplicate': { operationId: 'duplicateLesson' },
  'GET /api/lessons/{id}/export': { operationId: 'exportLessonPackage' },
  'POST /api/lessons/import': { operationId: 'importLessonPackage', errors: [413, 422] },

  'GET /api/slides/default': { operationId: 'getDefaultSlide' },
  'GET /api/slides/{id}': { operationId: 'getSlide' },
  'GET /api/options/default': { operationId: 'getDefaultOption' },

  'POST /api/answers': { operationId: 'submitAnswer', errors: [404, 409, 422] },
  'GET /api/answers/default': { operationId: 'getDefaultAnswer' },
  'GET /api/answers/lessons/{lessonId}': { operationId: 'getMyLessonAttempt' },
  'GET /api/answers/students/{userId}': { operationId: 'listPupilAnswers' },
  'GET /api/lessons/answers': { operationId: 'listAnswers' },
  'GET /api/lessons/answers/report': { operationId: 'getAnswersReport', errors: [404, 409] },
  'PATCH /api/lessons/answers/{id}/approval': { operationId: 'reviewAnswer', errors: [409] },
  'DELETE /api/lessons/answers/users/{userId}/lessons/{lessonId}/editions/{editionId}': {
    operationId: 'deletePupilLessonAnswers',
  },
  'GET /api/points/me': { operationId: 'getMyPoints', errors: [409] },

  'POST /api/sync/lessons/{lessonId}': { operationId: 'rescoreLesson' },
  'GET /api/sync/slides/migrations': { operationId: 'getSlideMigrationReport' },

  'GET /api/schools/status-report': { operationId: 'getSchoolStatusReport', errors: [404, 409] },
  'GET /api/dashboards/edition': { operationId: 'getEditionDashboard', errors: [404, 409] },
  'GET /api/dashboards/class-progress': { operationId: 'getClassProgress' },
  'GET /api/dashboards/my-progress': { operationId: 'getMyProgress' },
  'GET /api/schools': { operationId: 'listSchools' },
  'POST /api/schools': { operationId: 'createSchool', errors: [409] },
  'PATCH /api/schools': { operationId: 'updateSchool', errors: [404, 409] },
  'GET /api/schools/own': { operationId: 'getOwnSchool', errors: [404] },
  'GET /api/schools/dropdown': { operationId: 'listSchoolOptions' },
  'GET /api/schools/counties': { operationId: 'listCounties' },
  'GET /api/schools/default': { operationId: 'getDefaultSchool' },
  'GET /api/schools/report': { operationId: 'getSchoolsReport' },
  'POST /api/schools/import-data': { operationId: 'importSchools', errors: [413] },
  'GET /api/schools/{id}': { operationId: 'getSchool' },

  'POST /api/school-requests': { operationId: 'submitSchoolRequest', errors: [409] },
  'GET /api/school-requests/own': { operationId: 'getOwnSchoolRequest' },
  'PATCH /api/school-requests/own': { operationId: 'updateOwnSchoolRequest', errors: [409] },
  'GET /api/school-requests/report': { operationId: 'getSchoolRequestsReport' },
  'POST /api/school-requests/participation': { operationId: 'confirmParticipation', errors: [404, 409] },
  'POST /api/school-requests/participation-campaign': {
    operationId: 'startParticipationCampaign',
    errors: [409],
  },
  'PATCH /api/school-requests/school-details': { operationId: 'updateOwnSchoolDetails', errors: [404] },
  'GET /api/school-requests/{id}': { operationId: 'getSchoolRequest' },
  'PATCH /api/school-requests/{id}/approval': { operationId: 'reviewSchoolRequest', errors: [409] },

  'GET /api/notifications/report': { operationId: 'getNotificationsReport' },
  'GET /api/notifications': { operationId: 'listMyNotifications' },
  'POST /api/notifications': { operationId: 'sendNotifications' },
  'PATCH /api/notifications': { operationId: 'updateNotification', errors: [404] },
  'GET /api/notifications/default': { operationId: 'getDefaultNotification' },
  'GET /api/notifications/{id}': { operationId: 'getNotification' },
  'DELETE /api/notifications/{id}': { operationId: 'deleteNotification' },
  'POST /api/notifications/{id}/resend': { operationId: 'resendNotification' },
  'PATCH /api/notifications/{id}/read': { operationId: 'markNotificationRead' },
  'GET /api/notifications/{id}/receivers': { operationId: 'listNotificationReceivers' },

  'GET /api/waste-collection-forms': { operationId: 'listWasteOrders' },
  'POST /api/waste-collection-forms': { operationId: 'createWasteOrder', errors: [409] },
  'PATCH /api/waste-collection-forms': { operationId: 'updateWasteOrder', errors: [404, 409] },
  'PATCH /api/waste-collection-forms/admin-update': {
    operationId: 'adminUpdateWasteOrder',
    errors: [404, 409],
  },
  'GET /api/waste-collection-forms/report': { operationId: 'getWasteOrdersReport' },
  'GET /api/waste-collection-forms/default': { operationId: 'getDefaultWasteOrder' },
  'GET /api/waste-collection-forms/{id}': { operationId: 'getWasteOrder' },
  'DELETE /api/waste-collection-forms/{id}': { operationId: 'deleteWasteOrder', errors: [409] },
  'PATCH /api/waste-collection-forms/{id}/validation': { operationId: 'validateWasteOrder', errors: [409] },
  'PATCH /api/waste-collection-forms/{id}/process': { operationId: 'processWasteOrder', errors: [409] },
  'PATCH /api/waste-collection-forms/{id}/waste-real-values': {
    operationId: 'recordRealWasteQuantities',
    errors: [409],
  },
};

/** `GET /api/lessons/{id}/receivers` -> `getLessonsByIdReceivers`: the fallback for unnamed routes. */
export function derivedOperationId(method: string, openApiPath: string): string {
  const words = openApiPath
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', param[1] ?? ''] : [segment];
    })
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(capitalize).join('');
}
