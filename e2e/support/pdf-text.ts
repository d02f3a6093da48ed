// One reader of the PDFs the sandbox writes, for its tests and these: standard fonts and the
// embedded DejaVu Sans (Polish letters) read back through its ToUnicode map.
export { type PdfContent, readPdf } from '../../apps/sandbox/src/test-support/pdf-text'
