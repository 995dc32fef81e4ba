/**
 * Every message in a form's errors by its input path ("guest.name", "addons.0.quantity", "stay.checkIn"), the
 * nested errors flattened: for a form that shows some paths on fields and the rest together in one place (the
 * checkout's messages about the stay it does not show as a field). A list's own message (`addons.root`) is the
 * list's path ("addons"). The first message wins where a path has two. `errors` is react-hook-form's
 * `formState.errors`.
 */
export function messagesByPath(errors: object): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== "object") return;
    const error = node as { type?: unknown; message?: unknown };
    // A field's error has a string `type`; a field named "type" would hold an object there.
    if (typeof error.type === "string") {
      if (typeof error.message === "string" && error.message !== "") messages[path] ??= error.message;
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "ref") continue;
      walk(value, key === "root" ? path : path ? `${path}.${key}` : key);
    }
  };
  walk(errors, "");
  return messages;
}
