/**
 * Saves a PDF the API answered as base64 under its file name. The cards hold first passwords,
 * so they live only in this page's memory and the file the user saves; nothing can fetch them
 * again later.
 */
export function downloadPdf(fileName: string, base64: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the file after the click returns: the link is let go a minute later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
