import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("errors in the reader's language (docs/architecture.md §9)", () => {
  const send = (headers: Record<string, string>) => t.client().post("/api/contact", { name: "", email: "nope", subject: "Hi", message: "short" }, headers);

  it("a visitor whose browser reads Spanish gets the message and each field's in Spanish; English otherwise or by choice", async () => {
    const spanish = await send({ "accept-language": "es-MX,es;q=0.9" });
    expect(spanish.status).toBe(400);
    expect(spanish.body.error.code).toBe("VALIDATION");
    expect(spanish.body.error.message).toBe("Revisa los campos resaltados.");
    expect(spanish.body.error.fields.email).toBe("Escribe una dirección de correo válida.");
    expect(spanish.body.error.fields.subject).toBe("El asunto debe tener al menos 3 caracteres.");

    const english = await send({});
    expect(english.body.error.message).toBe("Please check the highlighted fields.");
    expect(english.body.error.fields.email).toBe("Enter a valid email address.");
    expect((await send({ "accept-language": "es", cookie: "berean-locale=en" })).body.error.message).toBe("Please check the highlighted fields.");
  });

  it("a member gets their own language's, whatever the browser says; a success is left as it is", async () => {
    const { client } = await t.signedInMember();
    expect((await client.patch("/api/me", { locale: "es" })).status).toBe(200);
    const refused = await client.get("/api/admin/users");
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe("Solo para administradores.");
    const ok = await client.get("/api/me");
    expect(ok.body.user.locale).toBe("es");
  });
});
