import type { SchoolFormData, SchoolFormInput, SchoolRequest } from '@platform/contracts';
import type { SchoolRequestWithTeacher } from './school-requests.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The parsed form as stored in the request (every optional part explicit). */
export function toStoredForm(form: SchoolFormInput): SchoolFormData {
  return {
    ...form,
    adresaLivrare: form.adresaLivrareAceeasiCuScoala ? null : (form.adresaLivrare ?? null),
    numarElevi: form.numarElevi ?? null,
  };
}

export function toSchoolRequest({ request, teacher }: SchoolRequestWithTeacher): SchoolRequest {
  return {
    id: request.id,
    teacher,
    schoolId: request.schoolId,
    editionId: request.editionId,
    school: request.schoolData as SchoolFormData,
    state: request.state,
    startedAt: request.startedAt.toISOString(),
    approvedAt: iso(request.approvedAt),
    rejectedAt: iso(request.rejectedAt),
    rejectReason: request.rejectReason,
  };
}
