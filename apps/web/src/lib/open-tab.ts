/**
 * Opens a new tab at the click and points it at what `target` answers. A tab opened only after
 * an answer arrives is blocked as a pop-up once the click's activation has run out (about five
 * seconds in Chromium, soon spent on a slow phone connection), so the tab is opened first, blank,
 * without an opener. When the browser refuses a tab even at the click, `fallback` gets the URL.
 * A refused request closes the blank tab and rethrows.
 */
export async function openInNewTab(target: Promise<string>, fallback: (url: string) => void = (url) => window.location.assign(url)): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const url = await target;
    if (tab) tab.location.href = url;
    else fallback(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
