/**
 * A one-file page to play a WhatsApp contact by hand in demos: pick a connection, scan it, send any
 * message type, watch what the agents send back and its acks. No build step, no external assets;
 * user text is only ever set through textContent.
 */
export const simPageHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Balcão · WhatsApp simulator</title>
<style>
body{font:14px system-ui,sans-serif;margin:0;background:#eae6df;color:#111}
header{background:#075e54;color:#fff;padding:10px 16px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
main{display:grid;grid-template-columns:minmax(280px,360px) 1fr;gap:12px;padding:12px}
@media(max-width:600px){main{grid-template-columns:1fr}}
section{background:#fff;border-radius:8px;padding:12px}
label{display:block;margin:6px 0 2px;font-size:12px;color:#555}
input,select,textarea,button{font:inherit;width:100%;box-sizing:border-box;padding:6px}
button{background:#128c7e;color:#fff;border:0;border-radius:4px;margin-top:8px;cursor:pointer}
button.alt{background:#667781}
.row{display:flex;gap:6px}.row>*{flex:1}
#log li,#sent li{list-style:none;padding:6px 8px;margin:4px 0;border-radius:6px;background:#d9fdd3}
#sent li{background:#fff;border:1px solid #ddd}
.muted{color:#667781;font-size:12px}
</style></head><body>
<header><strong>WhatsApp simulator</strong>
<select id="conn" style="width:auto"></select><span id="state" class="muted" style="color:#cfe"></span></header>
<main>
<section>
<div class="row"><button id="scan">Scan QR</button><button id="drop" class="alt">Drop socket</button></div>
<div class="row"><button id="refuse" class="alt">Refuse next send</button><button id="reach" class="alt">Toggle reachable</button></div>
<label>Ack step (ms)</label><div class="row"><input id="ack" type="number" value="1000"><button id="ackset" class="alt" style="margin-top:0">Set</button></div>
<hr>
<label>Contact number</label><input id="number" value="5511912345678">
<label>Contact name</label><input id="name" value="Cliente Demo">
<label>Group id (optional)</label><input id="group" placeholder="120363000000@g.us">
<label>Type</label><select id="type">
<option>text</option><option>image</option><option>audio</option><option>video</option><option>application</option>
<option>locationMessage</option><option>vcard</option><option>call_log</option></select>
<label>Text / caption / description</label><textarea id="body" rows="3">Olá! Preciso de ajuda.</textarea>
<label>File (optional; a sample is used otherwise)</label><input id="file" type="file">
<label>Quote message id (optional)</label><input id="quote">
<button id="send">Send as contact</button>
</section>
<section><h3>Sent by the contact</h3><ul id="log"></ul><h3>Received from agents</h3><ul id="sent"></ul></section>
</main>
<script>
const base = location.pathname.replace(/\\/$/, '');
const $ = (id) => document.getElementById(id);
let conns = [];
async function call(method, path, body) {
  const res = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) { alert(json.message || json.error || res.status); throw new Error(res.status); }
  return json;
}
const cid = () => encodeURIComponent($('conn').value);
function li(list, text, sub) {
  const el = document.createElement('li'); el.textContent = text;
  if (sub) { const s = document.createElement('div'); s.className = 'muted'; s.textContent = sub; el.appendChild(s); }
  $(list).prepend(el);
}
async function refresh() {
  conns = await call('GET', '/connections');
  const sel = $('conn'), current = sel.value;
  sel.replaceChildren(...conns.map((c) => { const o = document.createElement('option'); o.value = c.connectionId; o.textContent = 'connection ' + c.connectionId; return o; }));
  if (current) sel.value = current;
  const c = conns.find((x) => x.connectionId === sel.value);
  $('state').textContent = c ? (c.connected ? 'connected as ' + c.phoneNumber : c.linked ? 'linked, offline' : 'waiting for QR scan') + (c.reachable ? '' : ' · unreachable') : 'no connection opened yet';
  if (!c) return;
  const sent = await call('GET', '/connections/' + cid() + '/sent');
  $('sent').replaceChildren();
  for (const r of sent) li('sent', (r.message.body || r.message.caption || r.message.type) + '  ✓'.repeat(Math.min(r.ack, 2)) + (r.ack >= 3 ? ' (read)' : ''), 'to ' + r.chatId + ' · id ' + r.waMessageId + ' · ack ' + r.ack);
}
async function fileBase64() {
  const f = $('file').files[0]; if (!f) return undefined;
  const buf = new Uint8Array(await f.arrayBuffer()); let s = '';
  for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode.apply(null, buf.subarray(i, i + 0x8000));
  return { base64: btoa(s), mimetype: f.type || 'application/octet-stream', filename: f.name };
}
$('scan').onclick = () => call('POST', '/connections/' + cid() + '/scan', {}).then(refresh);
$('drop').onclick = () => call('POST', '/connections/' + cid() + '/drop', {}).then(refresh);
$('refuse').onclick = () => call('POST', '/connections/' + cid() + '/refuse-next-send', {});
$('reach').onclick = () => { const c = conns.find((x) => x.connectionId === $('conn').value); return call('POST', '/connections/' + cid() + '/reachable', { reachable: !(c && c.reachable) }).then(refresh); };
$('ackset').onclick = () => call('PUT', '/ack-speed', { ms: Number($('ack').value) });
$('send').onclick = async () => {
  const type = $('type').value, body = $('body').value, group = $('group').value.trim();
  const payload = { from: { number: $('number').value, name: $('name').value }, type, body };
  if (group) payload.group = { id: group };
  if ($('quote').value) payload.quotedWaMessageId = $('quote').value;
  const media = await fileBase64(); if (media) payload.media = media;
  if (type === 'locationMessage') Object.assign(payload, { latitude: -23.5614, longitude: -46.6559 });
  if (type === 'vcard') payload.displayName = body || 'Contato';
  const { waMessageId } = await call('POST', '/connections/' + cid() + '/messages', payload);
  li('log', type + ': ' + body, 'id ' + waMessageId);
};
$('conn').onchange = refresh;
refresh(); setInterval(refresh, 2000);
</script></body></html>`;
