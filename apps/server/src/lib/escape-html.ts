/** Text made safe inside HTML, an element's content or a quoted attribute (e-mails, the local outbox and Discord pages, a restaurant page's shell). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
