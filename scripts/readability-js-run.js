// Mozilla's Readability.js beside the reader: runs the library (its path in argv[2], never part of
// this repository) under jsdom (Debian's node-jsdom, NODE_PATH=/usr/share/nodejs) on the pages
// given as NDJSON lines {id, url, html} on stdin, and writes NDJSON lines {id, text, title, byline}.
// Block elements end a line, as the reader's text does, so that words of two paragraphs never join
// into one. scripts/readability-agreement.py drives it.
const { JSDOM, VirtualConsole } = require('jsdom');
const quiet = new VirtualConsole();
const Readability = require(process.argv[2]);
const readline = require('readline');
const BLOCK = new Set(['P','DIV','LI','H1','H2','H3','H4','H5','H6','TR','BR','BLOCKQUOTE','PRE','SECTION','ARTICLE','FIGURE','FIGCAPTION','DD','DT','TABLE','UL','OL','HEADER','FOOTER','TD','TH','HR','DL','ASIDE','MAIN','NAV','DETAILS','SUMMARY']);
function text(node, out) {
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) out.push(c.data);
    else if (c.nodeType === 1) {
      const b = BLOCK.has(c.tagName);
      if (b) out.push('\n');
      text(c, out);
      if (b) out.push('\n');
    }
  }
  return out;
}
const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
rl.on('line', (line) => {
  if (!line.trim()) return;
  const page = JSON.parse(line);
  let result = { id: page.id, text: '', title: '', byline: '' };
  try {
    const dom = new JSDOM(page.html, { url: page.url || 'http://example.com/', virtualConsole: quiet });
    const article = new Readability(dom.window.document, { debug: !!process.env.RDEBUG }).parse();
    if (article) {
      const frag = new JSDOM('<!doctype html><body>' + article.content + '</body>').window.document.body;
      result.text = text(frag, []).join('').replace(/[ \t\u00a0]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim();
      result.title = article.title || '';
      result.byline = article.byline || '';
    }
    dom.window.close();
  } catch (e) { result.error = String(e).slice(0, 200); }
  process.stdout.write(JSON.stringify(result) + '\n');
});
