import { closeDb } from "@/db/client";
import { POST as saveChecklist } from "@/app/api/visa/saveVisaChecklist/route";
import { GET as getChecklist } from "@/app/api/visa/getVisaChecklist/route";
import { sanitizeChecklistHtml } from "@/server/visas/sanitize-checklist-html";
import { as, createVisasWorld } from "./visas-world";

afterAll(() => closeDb());

const NASTY: [string, string, string][] = [
  ["a script tag and its text", `<p>Passport</p><script>alert("x")</script>`, "<p>Passport</p>"],
  ["an event handler", `<p onclick="steal()" onmouseover="x()">Photo</p>`, "<p>Photo</p>"],
  ["an img with onerror", `<p>Tickets<img src=x onerror=alert(1)></p>`, "<p>Tickets</p>"],
  ["a javascript: link", `<p><a href="javascript:alert(1)">Apply</a></p>`, "<p><a>Apply</a></p>"],
  ["a javascript: link with entities and case", `<a href="JaVaScRiPt&#58;alert(1)">x</a>`, "<a>x</a>"],
  ["a data: link", `<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`, "<a>x</a>"],
  ["a protocol-relative link", `<a href="//evil.test/x">x</a>`, "<a>x</a>"],
  ["an iframe", `<iframe src="https://evil.test"></iframe><p>ok</p>`, "<p>ok</p>"],
  ["a style tag and style attribute", `<style>body{display:none}</style><p style="position:fixed">ok</p>`, "<p>ok</p>"],
  ["an svg with script", `<svg><script>alert(1)</script></svg><p>ok</p>`, "<p>ok</p>"],
  ["a form", `<form action="https://evil.test"><input name="p"><button>Go</button></form><p>ok</p>`, "Go<p>ok</p>"],
  ["a broken tag trick", `<p>a<scr<script>ipt>alert(1)</script>b</p>`, "<p>aipt&gt;alert(1)b</p>"],
];

describe("the checklist HTML allow-list", () => {
  it.each(NASTY)("removes %s", (_name, input, expected) => {
    expect(sanitizeChecklistHtml(input)).toBe(expected);
  });

  it("keeps the editor's formatting and makes links safe", () => {
    const html = `<h2>Docs</h2><h1>Big</h1><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>q</p></blockquote><hr><p><a href="https://gov.uk/visit" onclick="x()">GOV.UK</a> <a href="mailto:visa@acme.test">mail</a></p>`;
    expect(sanitizeChecklistHtml(html)).toBe(
      `<h2>Docs</h2><h2>Big</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote><p>q</p></blockquote><hr /><p><a href="https://gov.uk/visit" target="_blank" rel="noopener noreferrer nofollow">GOV.UK</a> <a href="mailto:visa@acme.test" target="_blank" rel="noopener noreferrer nofollow">mail</a></p>`,
    );
  });

  it("the stored and served HTML is the sanitised one", async () => {
    const w = await createVisasWorld();
    const categoryId = w.categories["Tourist visa"];
    const saved = await as(w, "staff")(saveChecklist, "/api/visa/saveVisaChecklist", {
      body: { categoryId, nationalityCode: "AU", html: `<p onclick="x()">Passport</p><script>document.cookie</script><a href="javascript:alert(1)">x</a>` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.html).toBe("<p>Passport</p><a>x</a>");
    const served = await as(w, "anonymous")(getChecklist, "/api/visa/getVisaChecklist", { query: { categoryId: String(categoryId), nationalityCode: "AU" } });
    expect(served.body.data.result.checklist).toBe("<p>Passport</p><a>x</a>");
  });
});
