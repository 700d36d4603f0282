/** Saves a Blob as a file from the browser (a Blob URL on a temporary, hidden link). */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Release the address only once the download has started, or some browsers cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
