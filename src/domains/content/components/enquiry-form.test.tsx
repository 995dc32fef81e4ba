// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubFunctionCalls } from "@tests/support/function-calls";
import { withIntl } from "@tests/support/intl";
import { EnquiryForm } from "./enquiry-form";
import { enquiryFormText } from "./enquiry-form-text";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("EnquiryForm validates with submitEnquiry's own schema", () => {
  it("shows the schema's messages on their fields and sends nothing", async () => {
    const calls = stubFunctionCalls();
    const user = userEvent.setup();
    render(withIntl(<EnquiryForm source="contact" country="malaysia" text={enquiryFormText("en")} />));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    expect(screen.getByText("Enter a valid email address, like name@example.com.")).toBeTruthy();
    expect(screen.getByText("Tell us a little more: at least 10 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBe("true");

    await user.type(screen.getByLabelText("Phone (optional)"), "0123");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText(/international format/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("sends the function's input with the page's source and country, then acknowledges it", async () => {
    const calls = stubFunctionCalls(() => ({ result: { received: true, reference: "EQ-1234ABCD", copy: "sent" } }));
    const user = userEvent.setup();
    render(
      withIntl(
        <EnquiryForm
          source="corporatestays"
          country="philippines"
          defaultTopic="corporate"
          text={enquiryFormText("en")}
        />,
      ),
    );
    // (The corporate page's preselected topic is checked in a browser, e2e/public/content.spec.ts: happy-dom's
    // select reports itself edited before react-hook-form sets the default.)
    await user.selectOptions(screen.getByLabelText("Topic"), "corporate");
    await user.type(screen.getByLabelText("Your name"), "Mei Tan");
    await user.type(screen.getByLabelText("Email"), "Mei@Example.com");
    await user.type(screen.getByLabelText("Message"), "Rooms for a team of twelve in March.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      name: "submitEnquiry",
      data: {
        name: "Mei Tan",
        email: "mei@example.com",
        phone: null,
        topic: "corporate",
        message: "Rooms for a team of twelve in March.",
        source: "corporatestays",
        country: "philippines",
        website: "",
      },
    });
    expect((await screen.findByRole("status")).textContent).toContain("(reference EQ-1234ABCD)");
  });
});

describe("EnquiryForm in Thai", () => {
  it("labels its fields, topics and button, and shows the schema's messages, in Thai", async () => {
    const calls = stubFunctionCalls(() => ({ result: { received: true, reference: "EQ-1234ABCD", copy: "sent" } }));
    const user = userEvent.setup();
    render(withIntl(<EnquiryForm source="contact" country="thailand" text={enquiryFormText("th")} />, "th"));
    const send = screen.getByRole("button", { name: "ส่งข้อความ" });
    expect(screen.getByRole("form", { name: "แบบฟอร์มติดต่อ" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "การเข้าพักหรือการจอง" })).toBeTruthy();

    await user.click(send);
    expect(await screen.findByText("กรุณากรอกชื่อของคุณ")).toBeTruthy();
    expect(screen.getByText("กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com")).toBeTruthy();
    expect(screen.getByText("เล่าให้เราฟังอีกสักนิด: อย่างน้อย 10 ตัวอักษร")).toBeTruthy();
    expect(screen.queryByText("Enter your name.")).toBeNull();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText("ชื่อของคุณ"), "Somchai Dee");
    await user.type(screen.getByLabelText("อีเมล"), "somchai@example.com");
    await user.type(screen.getByLabelText("ข้อความ"), "ขอห้องพักสำหรับทีมสี่คนในเดือนมีนาคม");
    await user.click(send);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((await screen.findByRole("status")).textContent).toBe(
      "ขอบคุณ เราได้รับข้อความของคุณแล้ว (หมายเลขอ้างอิง EQ-1234ABCD) และส่งสำเนาไปที่อีเมลของคุณแล้ว ทีมงานของเราจะตอบกลับทางอีเมล",
    );
  });
});

describe("enquiryFormText", () => {
  it("knows, in English, each message submitEnquiry's schema writes, so each one is translated", () => {
    const english = Object.keys(enquiryFormText("en").errors);
    for (const message of [
      "Enter your name.",
      "Your name must be at most 100 characters.",
      "Enter your email address.",
      "Enter a valid email address, like name@example.com.",
      "Choose what your message is about.",
      "Write your message.",
      "Tell us a little more: at least 10 characters.",
      "Your message must be at most 4,000 characters.",
    ])
      expect(english).toContain(message);
    expect(english.some((message) => message.startsWith("Enter the phone number in international format"))).toBe(true);
    expect(Object.keys(enquiryFormText("th").errors)).toEqual(english);
  });
});
