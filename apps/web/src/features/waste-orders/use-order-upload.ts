import { useCallback } from 'react';
import { useUploadFileMutation } from '../../shared/api/files-api.js';

/** Uploads an order photo or document (images and PDF, category WASTE_COLLECTION_FORM_PHOTOS). */
export function useOrderUpload() {
  const [uploadFile] = useUploadFileMutation();
  return useCallback(
    async (file: File, onProgress?: (fraction: number) => void) => {
      const uploaded = await uploadFile({ file, folder: 'WASTE_COLLECTION_FORM_PHOTOS' }).unwrap();
      onProgress?.(1);
      return uploaded;
    },
    [uploadFile],
  );
}
