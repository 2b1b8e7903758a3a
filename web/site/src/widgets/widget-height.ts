// The one script of an embeddable widget (server/render-widget.tsx): it tells the page that frames the widget how
// tall the widget's content is, at load and whenever that changes, so the embedding snippet sizes the iframe with
// no inner scroll bar. The height is no secret, so any parent may read it ('*').
import { WIDGET_MESSAGE_TYPE } from '../../../shared/widget-contract';

const root = document.documentElement;
const widget = root.dataset.widget ?? '';
let last = -1;

function post() {
  const height = Math.ceil(root.getBoundingClientRect().height);
  if (height === last || window.parent === window) return;
  last = height;
  window.parent.postMessage({ type: WIDGET_MESSAGE_TYPE, widget, height }, '*');
}

new ResizeObserver(post).observe(root);
window.addEventListener('load', post);
post();
