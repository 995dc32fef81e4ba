import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ErrorPage from "./error";

describe("the friendly 500 page", () => {
  it("says what happened and gives the reference, never the error's message or stack", () => {
    const error = Object.assign(new Error('relation "secret_table" does not exist'), { digest: "4021788133" });
    error.stack = 'Error: relation "secret_table" does not exist\n    at query (/srv/app/server.js:1:1)';
    const html = renderToStaticMarkup(createElement(ErrorPage, { error, reset: () => {} }));
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain("4021788133");
    expect(html).toContain("Try again");
    expect(html).not.toContain("secret_table");
    expect(html).not.toContain("server.js");
  });
});
