import { UploadResponseSchema, type UploadCategory, type UploadResponse } from '@platform/contracts';
import { api } from './api-slice.js';

/** POST /api/files/upload?folder=CATEGORY (multipart field `file`), shared by every feature that uploads. */
export const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<UploadResponse, { file: Blob; fileName?: string; folder: UploadCategory }>({
      query: ({ file, fileName, folder }) => {
        const body = new FormData();
        body.append('file', file, fileName ?? (file instanceof File ? file.name : 'fisier'));
        return { url: '/files/upload', method: 'POST', params: { folder }, body };
      },
      transformResponse: (response: unknown) => UploadResponseSchema.parse(response),
    }),
  }),
});

export const { useUploadFileMutation } = filesApi;
