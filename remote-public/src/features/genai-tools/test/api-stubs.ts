/** The api client's test doubles (fetch and XMLHttpRequest, shared with shared-auth's tests) and a resume file. */
export { stubFetch, stubUploads, type Answer, type JsonCall, type UploadCall } from 'shared-auth/test/api-stubs';

/** A File as the browser gives it from an input or a drop. */
export function pdfFile(name = 'resume.pdf', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream' });
}
