import { parseRichText, type Inline } from "../rich-text";

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) => {
        if (inline.kind === "strong") return <strong key={index}>{inline.text}</strong>;
        if (inline.kind === "em") return <em key={index}>{inline.text}</em>;
        if (inline.kind === "link")
          return (
            <a
              key={index}
              href={inline.href}
              className="text-brand-700 underline"
              rel={inline.href.startsWith("/") ? undefined : "noopener noreferrer nofollow"}
            >
              {inline.text}
            </a>
          );
        return <span key={index}>{inline.text}</span>;
      })}
    </>
  );
}

/** Editors' markdown as React elements (never as HTML): the newsroom, FAQ answers and the editor's preview. */
export function RichText({ source, className = "space-y-4 leading-relaxed" }: { source: string; className?: string }) {
  return (
    <div className={className}>
      {parseRichText(source).map((block, index) => {
        if (block.kind === "heading")
          return (
            <h2 key={index} className="pt-2 text-xl font-semibold">
              <Inlines inlines={block.inlines} />
            </h2>
          );
        if (block.kind === "list")
          return (
            <ul key={index} className="list-disc space-y-1 pl-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}
