import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, type Me } from "@berean/domain";
import { GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "../../lib/api";
import { deferred, fakeApi, type FakeReply, type FakeRequest } from "../../test/fake-api";
import { withIntl } from "../../test/intl";
import { ContactPage } from "./contact-page";
import { aMember } from "../../test/members";

const member: Me = aMember({ plan: "pro" });
const SIGNED_OUT: FakeReply = { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "Sign in." } } };

/** The API: who is signed in (nobody unless `me`), and the contact message answered by `send`. */
function server({ me = SIGNED_OUT, send }: { me?: FakeReply; send: (request: FakeRequest) => FakeReply | Promise<FakeReply> }) {
  const seen = fakeApi((request) => (request.path === "/api/me" ? me : request.path === "/api/contact" ? send(request) : { status: 404 }));
  return { sent: () => seen.filter((r) => r.method === "POST" && r.path === "/api/contact").map((r) => r.body) };
}

function showPage(locale: "en" | "es" = "en") {
  render(
    withIntl(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/contact"]}>
          <ContactPage />
        </MemoryRouter>
      </QueryClientProvider>,
      locale,
    ),
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The message the page gives a field, as a screen reader hears it with the field: its error, or null when it has none. */
function saidOf(label: string): string | null {
  const input = field(label);
  if (input.getAttribute("aria-invalid") !== "true") return null;
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? "(error not tied to its field)";
}
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const sendButton = () => screen.getByRole("button", { name: /^(Send Message|Sending\.\.\.)$/ }) as HTMLButtonElement;

function fillIn() {
  type("Name", "Priscilla");
  type("Email", "priscilla@example.com");
  type("Subject", "A wrong key");
  type("Message", "Question 4 of the Acts quiz marks Paul's answer wrong.");
}

describe("Contact: the form and what the page says about it", () => {
  it("a visitor's empty form names what each field needs, by that field, and sends nothing", async () => {
    const api = server({ send: () => ({ status: 201, body: { email: "x" } }) });
    showPage();
    await screen.findByLabelText("Name");

    fireEvent.click(sendButton());
    await waitFor(() => expect(saidOf("Name")).toBe("Name is required"));
    expect(saidOf("Email")).toBe("Enter a valid email address.");
    expect(saidOf("Subject")).toBe("Subject is at least 3 characters.");
    expect(saidOf("Message")).toBe("Message is at least 10 characters.");
    expect(api.sent()).toEqual([]);
  });

  it("a field put right after a refused send loses its message as it is typed, the others keep theirs", async () => {
    const api = server({ send: () => ({ status: 201, body: { email: "priscilla@example.com" } }) });
    showPage();
    await screen.findByLabelText("Name");
    type("Name", "Priscilla");
    type("Email", "priscilla@example");
    type("Subject", "Hi");
    type("Message", "Too short");
    expect(screen.getByText("9 / 5,000 characters")).toBeTruthy();

    fireEvent.click(sendButton());
    await waitFor(() => expect(saidOf("Email")).toBe("Enter a valid email address."));
    expect(saidOf("Name")).toBeNull();
    expect(saidOf("Subject")).toBe("Subject is at least 3 characters.");
    expect(saidOf("Message")).toBe("Message is at least 10 characters.");

    type("Email", "priscilla@example.com");
    await waitFor(() => expect(saidOf("Email")).toBeNull());
    expect(saidOf("Subject")).toBe("Subject is at least 3 characters.");
    expect(api.sent()).toEqual([]);
  });

  it("while sending the button says so and cannot send twice; then the thanks name the address a reply goes to", async () => {
    const reply = deferred<FakeReply>();
    const api = server({ send: () => reply.promise });
    showPage();
    await screen.findByLabelText("Name");
    fillIn();

    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe("Sending..."));
    expect(sendButton().disabled).toBe(true);
    fireEvent.click(sendButton());
    expect(api.sent()).toEqual([
      { name: "Priscilla", email: "priscilla@example.com", subject: "A wrong key", message: "Question 4 of the Acts quiz marks Paul's answer wrong." },
    ]);

    await act(async () => reply.resolve({ status: 201, body: { email: "priscilla@example.com" } }));
    expect(await screen.findByRole("heading", { name: CONTACT_MESSAGES.sent("priscilla@example.com") })).toBeTruthy();
    expect(screen.queryByLabelText("Message")).toBeNull();

    // Another message starts from an empty form.
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect(field("Subject").value).toBe("");
    expect(field("Message").value).toBe("");
    expect(sendButton().disabled).toBe(false);
  });

  it("a field the server refuses is said under that field, and what was typed stays", async () => {
    server({
      send: () => ({
        status: 400,
        body: { error: { code: "VALIDATION", message: "Please check the highlighted fields.", fields: { email: "This address cannot receive mail." } } },
      }),
    });
    showPage();
    await screen.findByLabelText("Name");
    fillIn();

    fireEvent.click(sendButton());
    await waitFor(() => expect(saidOf("Email")).toBe("This address cannot receive mail."));
    // Said by the field only: nothing above the button, the other fields untouched.
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual(["This address cannot receive mail."]);
    expect(saidOf("Name")).toBeNull();
    expect(field("Email").value).toBe("priscilla@example.com");
    expect(field("Message").value).toBe("Question 4 of the Acts quiz marks Paul's answer wrong.");
    expect(sendButton().disabled).toBe(false);
  });

  it("too many messages in an hour is said in the page's own words, with the message kept", async () => {
    server({ send: () => ({ status: 429, body: { error: { code: "CONTACT_LIMITED", message: CONTACT_MESSAGES.rateLimited } } }) });
    showPage();
    await screen.findByLabelText("Name");
    fillIn();

    fireEvent.click(sendButton());
    expect((await screen.findByRole("alert")).textContent).toBe(CONTACT_MESSAGES.rateLimited);
    expect(field("Message").value).toBe("Question 4 of the Acts quiz marks Paul's answer wrong.");
  });

  it("a failure that names no field is said above the button, and each send's answer replaces the last one's", async () => {
    const replies: FakeReply[] = [
      { status: 500, body: { error: { code: "INTERNAL", message: "db down" } } },
      "offline",
      { status: 400, body: { error: { code: "VALIDATION", message: "Please check the highlighted fields.", fields: { name: "Name is required" } } } },
      { status: 201, body: { email: "priscilla@example.com" } },
    ];
    server({ send: () => replies.shift()! });
    showPage();
    await screen.findByLabelText("Name");
    fillIn();
    const alerts = () => screen.queryAllByRole("alert").map((a) => a.textContent);

    fireEvent.click(sendButton());
    // A server failure in the app's words, never the server's.
    await waitFor(() => expect(alerts()).toEqual([GENERIC_ERROR_MESSAGE]));
    fireEvent.click(sendButton());
    await waitFor(() => expect(alerts()).toEqual([NETWORK_ERROR_MESSAGE]));
    expect(field("Subject").value).toBe("A wrong key");
    // A refusal by field: the failure above the button is gone, the field says what is wrong.
    fireEvent.click(sendButton());
    await waitFor(() => expect(alerts()).toEqual(["Name is required"]));
    expect(saidOf("Name")).toBe("Name is required");

    fireEvent.click(sendButton());
    expect(await screen.findByRole("heading", { name: CONTACT_MESSAGES.sent("priscilla@example.com") })).toBeTruthy();
  });

  it("a signed-in member writes subject and message only: the name and email are the account's", async () => {
    const api = server({ me: { status: 200, body: { user: member } }, send: () => ({ status: 201, body: { email: member.email } }) });
    showPage();

    expect(await screen.findByText("You're signed in: we'll reply to your account's email.")).toBeTruthy();
    expect(screen.getByText("As a Pro member, your message is answered first.")).toBeTruthy();
    expect(field("Name").value).toBe("Lydia Purple");
    expect(field("Name").disabled).toBe(true);
    expect(field("Email").value).toBe("lydia@example.com");
    expect(field("Email").disabled).toBe(true);

    type("Subject", "Certificate");
    type("Message", "My certificate shows last year's date.");
    fireEvent.click(sendButton());
    expect(await screen.findByRole("heading", { name: CONTACT_MESSAGES.sent(member.email) })).toBeTruthy();
    expect(api.sent()).toEqual([{ subject: "Certificate", message: "My certificate shows last year's date." }]);
  });

  it("in Spanish, the page and its counts are in Spanish", async () => {
    server({ send: () => ({ status: 201, body: { email: "x" } }) });
    showPage("es");
    expect(await screen.findByRole("heading", { name: "Escríbenos" })).toBeTruthy();
    expect(await screen.findByLabelText("Asunto")).toBeTruthy();
    type("Mensaje", "x".repeat(1234));
    expect(screen.getByText("1234 / 5000 caracteres")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enviar mensaje" })).toBeTruthy();
    // The shared rules' validation, said in Spanish by its field.
    fireEvent.click(screen.getByRole("button", { name: "Enviar mensaje" }));
    await waitFor(() => expect(saidOf("Nombre")).toBe("El nombre es obligatorio"));
    expect(saidOf("Correo electrónico")).toBe("Escribe una dirección de correo válida.");
  });
});
