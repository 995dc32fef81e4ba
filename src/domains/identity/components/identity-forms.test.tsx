// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { invalidArgument, stubFunctionCalls, type SentCall } from "@tests/support/function-calls";
import { withIntl } from "@tests/support/intl";
import { LogInForm } from "./log-in-form";
import { PasswordForm, ProfileForms } from "./profile-forms";
import { SignUpForm } from "./sign-up-form";
import { router } from "@tests/support/navigation";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  router.replace.mockReset();
});

/** The functions API and the identity provider's sign-in (a plain POST to /api/auth/sign-in/email). */
function stubSignIn(status: number, calls: SentCall[] = stubFunctionCalls()) {
  const functions = globalThis.fetch;
  const signIns: unknown[] = [];
  vi.stubGlobal("fetch", async (url: unknown, init?: RequestInit) => {
    if (!String(url).includes("/api/auth/sign-in/email")) return functions(url as string, init);
    signIns.push(JSON.parse(String(init?.body)));
    return new Response("{}", { status, headers: { "content-type": "application/json" } });
  });
  return { calls, signIns };
}

describe("LogInForm checks that both fields are filled in before it asks the identity provider", () => {
  it("names the empty fields and asks nothing", async () => {
    const { signIns } = stubSignIn(200);
    const user = userEvent.setup();
    render(withIntl(<LogInForm variant="microInvestor" pathPrefix="" />));
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Enter your email address.")).toBeTruthy();
    expect(screen.getByText("Enter your password.")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(signIns).toEqual([]);
  });

  it("says when the email or password is not correct", async () => {
    const { signIns } = stubSignIn(401);
    const user = userEvent.setup();
    render(withIntl(<LogInForm variant="microInvestor" pathPrefix="" />));
    await user.type(screen.getByLabelText("Email"), " angela@example.com ");
    await user.type(screen.getByLabelText("Password"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The email or password is not correct.");
    expect(signIns).toEqual([{ email: "angela@example.com", password: "not-the-password", rememberMe: true }]);
  });
});

describe("SignUpForm validates with signUp's own schema", () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const { calls } = stubSignIn(200);
    const user = userEvent.setup();
    render(withIntl(<SignUpForm kind="propertyOwner" country="malaysia" pathPrefix="" />));
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "abcde");
    await user.type(screen.getByLabelText("Phone (optional)"), "0123");
    await user.click(screen.getByRole("button", { name: "Create owner account" }));
    expect(await screen.findByText("Your password must be at least 6 characters.")).toBeTruthy();
    expect(screen.getByText("Enter your name.")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address, like name@example.com.")).toBeTruthy();
    expect(screen.getByText(/international format: a plus sign/)).toBeTruthy();
    expect(screen.getByText("Enter your business or trading name.")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("sends the function's input with the page's kind, partner and referral code, then signs in", async () => {
    const { calls, signIns } = stubSignIn(
      200,
      stubFunctionCalls(() => ({ result: { email: "mei@example.com" } })),
    );
    const user = userEvent.setup();
    render(
      withIntl(<SignUpForm kind="roomer" country="thailand" pathPrefix="" partner="airasia" referralCode="abcd1234" />),
    );
    await user.type(screen.getByLabelText("Full name"), "Mei Tan");
    await user.type(screen.getByLabelText("Email"), "Mei@Example.com");
    await user.type(screen.getByLabelText("Password"), "demo1234");
    await user.click(screen.getByRole("button", { name: "Create guest account" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/pending"));
    expect(calls).toEqual([
      {
        name: "signUp",
        data: {
          kind: "roomer",
          country: "thailand",
          name: "Mei Tan",
          email: "mei@example.com",
          password: "demo1234",
          phone: null,
          partner: "airasia",
          referralCode: "ABCD1234",
        },
      },
    ]);
    expect(signIns).toEqual([{ email: "mei@example.com", password: "demo1234", rememberMe: true }]);
  });
});

describe("the sign-up and log-in forms in Thai", () => {
  it("log in: the page's words and the empty fields' messages are Thai", async () => {
    const { signIns } = stubSignIn(200);
    const user = userEvent.setup();
    render(withIntl(<LogInForm variant="propertyOwner" pathPrefix="/thailand" />, "th"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("เข้าสู่ระบบในฐานะเจ้าของที่พัก");
    expect(screen.getByRole("link", { name: "เจ้าของรายใหม่? ลงประกาศที่พักของคุณ" }).getAttribute("href")).toBe(
      "/thailand/signup/landlord?supplier=propertyOwner",
    );
    await user.click(screen.getByRole("button", { name: "เข้าสู่ระบบ" }));
    expect(await screen.findByText("กรอกอีเมลของคุณ")).toBeTruthy();
    expect(screen.getByText("กรอกรหัสผ่านของคุณ")).toBeTruthy();
    expect(screen.getByLabelText("อีเมล").getAttribute("aria-invalid")).toBe("true");
    expect(signIns).toEqual([]);
  });

  it("log in: a wrong password is refused in Thai", async () => {
    stubSignIn(401);
    const user = userEvent.setup();
    render(withIntl(<LogInForm variant="microInvestor" pathPrefix="" />, "th"));
    await user.type(screen.getByLabelText("อีเมล"), "angela@example.com");
    await user.type(screen.getByLabelText("รหัสผ่าน"), "not-the-password");
    await user.click(screen.getByRole("button", { name: "เข้าสู่ระบบ" }));
    expect((await screen.findByRole("alert")).textContent).toBe("อีเมลหรือรหัสผ่านไม่ถูกต้อง");
  });

  it("sign up: the schema's rules are told by field and code, in Thai", async () => {
    const { calls } = stubSignIn(200);
    const user = userEvent.setup();
    render(withIntl(<SignUpForm kind="thirdPartyHost" country="thailand" pathPrefix="/thailand" />, "th"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("เป็นโฮสต์กับ Staysia");
    await user.type(screen.getByLabelText("อีเมล"), "not-an-email");
    await user.type(screen.getByLabelText("รหัสผ่าน"), "abcde");
    await user.type(screen.getByLabelText("โทรศัพท์ (ไม่บังคับ)"), "0123");
    await user.click(screen.getByRole("button", { name: "สร้างบัญชีโฮสต์" }));
    expect(await screen.findByText("รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร")).toBeTruthy();
    expect(screen.getByText("กรอกชื่อของคุณ")).toBeTruthy();
    expect(screen.getByText("กรอกอีเมลให้ถูกต้อง เช่น name@example.com")).toBeTruthy();
    expect(screen.getByText(/กรอกหมายเลขโทรศัพท์ในรูปแบบสากล/)).toBeTruthy();
    expect(screen.getByText("กรอกชื่อธุรกิจหรือชื่อทางการค้าของคุณ")).toBeTruthy();
    expect(screen.getByRole("link", { name: "เข้าสู่ระบบ" }).getAttribute("href")).toBe(
      "/thailand/login/landlord?supplier=thirdPartyHost",
    );
    expect(calls).toEqual([]);

    // A password of spaces breaks a rule of its own (custom), said in Thai too.
    await user.clear(screen.getByLabelText("รหัสผ่าน"));
    await user.type(screen.getByLabelText("รหัสผ่าน"), "        ");
    expect(await screen.findByText("รหัสผ่านต้องไม่เป็นช่องว่างทั้งหมด")).toBeTruthy();
  });

  it("sign up: the server's own refusal of a field is shown as it came", async () => {
    const calls = stubFunctionCalls(() => invalidArgument("email", "An account with this email already exists."));
    stubSignIn(200, calls);
    const user = userEvent.setup();
    render(withIntl(<SignUpForm kind="roomer" country="thailand" pathPrefix="/thailand" />, "th"));
    await user.type(screen.getByLabelText("ชื่อ-นามสกุล"), "Mei Tan");
    await user.type(screen.getByLabelText("อีเมล"), "mei@example.com");
    await user.type(screen.getByLabelText("รหัสผ่าน"), "demo1234");
    await user.click(screen.getByRole("button", { name: "สร้างบัญชีผู้เข้าพัก" }));
    expect(await screen.findByText("An account with this email already exists.")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });
});

describe("the profile forms validate with updateMyProfile's and changeMyPassword's own schemas", () => {
  it("refuses a malformed phone on its field, then saves the details", async () => {
    const calls = stubFunctionCalls(() => ({ result: { name: "Second Name", phone: "+60123456780" } }));
    const user = userEvent.setup();
    render(<ProfileForms email="a@example.com" emailVerified name="First Name" phone={null} organisation={null} />);
    const details = screen.getByRole("form", { name: "Your details" });
    expect((screen.getByLabelText("Full name") as HTMLInputElement).value).toBe("First Name");
    await user.type(screen.getByLabelText("Phone (optional)"), "12345");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    expect(await screen.findByText(/Enter the phone number in international format/)).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("Full name"));
    await user.type(screen.getByLabelText("Full name"), "Second Name");
    await user.clear(screen.getByLabelText("Phone (optional)"));
    await user.type(screen.getByLabelText("Phone (optional)"), "+60 12 345 6780");
    await user.click(screen.getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ name: "updateMyProfile", data: { name: "Second Name", phone: "+60123456780" } });
    expect(details.querySelector('[role="status"]')?.textContent).toBe("Your details are saved.");
  });

  it("checks the repeated password before it calls, and shows the function's refusal of the current one", async () => {
    const answers = [
      invalidArgument("currentPassword", "The current password is not correct."),
      { result: { otherSessionsSignedOut: 2 } },
    ];
    const calls = stubFunctionCalls(() => answers.shift()!);
    const user = userEvent.setup();
    render(<PasswordForm />);
    await user.type(screen.getByLabelText("Current password"), "old-password");
    await user.type(screen.getByLabelText("New password"), "brand-new-pass");
    await user.type(screen.getByLabelText("New password again"), "other-pass");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The two new passwords are not the same.")).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(screen.getByLabelText("New password again"));
    await user.type(screen.getByLabelText("New password again"), "brand-new-pass");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The current password is not correct.")).toBeTruthy();
    expect(calls[0]).toEqual({
      name: "changeMyPassword",
      data: { currentPassword: "old-password", newPassword: "brand-new-pass" },
    });

    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your password is changed. We signed you out on 2 other devices.",
    );
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("");
  });
});
