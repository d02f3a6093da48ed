export type { FileUploadProps, UploadProgressProps } from './file-upload'
export { FileUpload, UploadProgress } from './file-upload'
