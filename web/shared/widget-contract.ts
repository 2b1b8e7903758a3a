// What an embeddable widget and the page that frames it agree on: the widgets there are, where each lives under a
// league's site, and the message a widget posts to its parent with its height. Free of imports: the widget's
// script, the server and the admin's snippet all read it.

export const WIDGET_KINDS = ['standings', 'schedule', 'results'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

export const WIDGET_TITLES: Record<WidgetKind, string> = { standings: 'Standings', schedule: 'Upcoming games', results: 'Results' };

/** The `type` of the message a widget posts to its parent: `{ type, widget, height }`. */
export const WIDGET_MESSAGE_TYPE = 'league-widget:height';

/** The widget a path below the league's base names ('/widgets/standings'), or null. */
export function widgetKindOf(rest: string): WidgetKind | null {
  const m = /^\/widgets\/([a-z]+)\/?$/.exec(rest);
  return m && (WIDGET_KINDS as readonly string[]).includes(m[1]!) ? (m[1] as WidgetKind) : null;
}

/**
 * The copy-paste snippet for a widget at `src` (absolute): the iframe and a few lines of script that set its height
 * from the widget's message, checking that the message comes from that iframe and from the widget's origin.
 */
export function widgetSnippet(src: string, title: string): string {
  const origin = new URL(src).origin;
  const id = `league-widget-${Math.abs([...src].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7)).toString(36)}`;
  return [
    `<iframe id="${id}" src="${src}" title="${title.replace(/"/g, '&quot;')}" style="width:100%;border:0;height:400px" loading="lazy"></iframe>`,
    '<script>',
    'window.addEventListener("message", function (e) {',
    `  var f = document.getElementById("${id}");`,
    `  if (!f || e.source !== f.contentWindow || e.origin !== "${origin}" || !e.data || e.data.type !== "${WIDGET_MESSAGE_TYPE}") return;`,
    '  f.style.height = e.data.height + "px";',
    '});',
    '</script>',
  ].join('\n');
}
