/**
 * Saves a file the API answered as base64 in its envelope (account cards, import templates)
 * under its file name, from this page's memory: nothing is fetched again.
 */
export function downloadBase64(fileName: string, base64: string, type: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the file after the click returns: the link is let go a minute later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
