import { LessonImportResultSchema, type LessonImportResult } from '@platform/contracts';
import { api } from '../../shared/api/api-slice.js';
import { saveBlob } from '../../shared/files/save-blob.js';

/** The file name the server gives (Content-Disposition filename*), else a generic one. */
function fileNameOf(headers: Headers | undefined, id: number): string {
  const match = /filename\*=UTF-8''([^;]+)/i.exec(headers?.get('content-disposition') ?? '');
  return match ? decodeURIComponent(match[1]!) : `lectie-${id}.zip`;
}

/** Lesson packages (issue 16): download one lesson as .zip, upload one (dry run first). */
export const lessonPackageApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportLesson: build.mutation<null, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/lessons/${id}/export`,
          responseHandler: (response) => response.blob(),
        });
        if (result.error) return { error: result.error };
        const meta = result.meta as { response?: Response } | undefined;
        saveBlob(result.data as Blob, fileNameOf(meta?.response?.headers, id));
        return { data: null };
      },
    }),
    importLesson: build.mutation<LessonImportResult, { file: File; dryRun: boolean }>({
      query: ({ file, dryRun }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/lessons/import', method: 'POST', params: { dryRun: String(dryRun) }, body };
      },
      transformResponse: (response: unknown) => LessonImportResultSchema.parse(response),
    }),
  }),
});

export const { useExportLessonMutation, useImportLessonMutation } = lessonPackageApi;
