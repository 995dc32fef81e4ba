"use client";

// Shown when even the root layout fails; it must bring its own <html>.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "15vh 1rem" }}>
        <h1>Something went wrong on our side</h1>
        <p>Please try again. Reference: {error.digest ?? "unknown"}</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
