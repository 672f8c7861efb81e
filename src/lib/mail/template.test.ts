import { describe, expect, it } from "vitest";
import { invitationMail } from "../auth/invite-mail.ts";
import { renderMail } from "./template.ts";

describe("mail templates", () => {
  it("write an invitation in the inviting admin's language, the link on a line of its own in the text", () => {
    const input = { email: "ines@example.test", link: "https://site.test/invite/abc", until: "4. Dezember 2026", site: "site.test" };
    const de = invitationMail("de", input);
    expect(de).toMatchObject({ to: "ines@example.test", lang: "de", kind: "invite", subject: "Einladung: site.test mitbearbeiten" });
    expect(de.text).toContain("Einladung annehmen:\nhttps://site.test/invite/abc\n");
    expect(de.text).toContain("Der Link gilt bis 4. Dezember 2026 und nur einmal.");
    expect(de.html).toContain('<a href="https://site.test/invite/abc">Einladung annehmen</a>');
    const en = invitationMail("en", input);
    expect(en.subject).toBe("Invitation: help edit site.test");
    expect(en.text).toContain("Accept the invitation:\nhttps://site.test/invite/abc\n");
    expect(en.html).toContain('<html lang="en">');
  });

  it("escape every string and parameter in the HTML version, and leave the text version as typed", () => {
    const mail = renderMail(
      "en",
      { subject: "mail.invite.subject", paragraphs: ["mail.invite.text"], action: { label: "mail.invite.action", url: 'https://x.test/?a=1&b="2"' } },
      { site: "<script>alert(1)</script>" },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(mail.html).toContain('href="https://x.test/?a=1&#38;b=&#34;2&#34;"');
    expect(mail.text).toContain("<script>alert(1)</script>");
    expect(mail.subject).toBe("Invitation: help edit <script>alert(1)</script>");
  });
});
