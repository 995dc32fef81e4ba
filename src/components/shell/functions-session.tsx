"use client";

import { useEffect } from "react";
import { AccessTokenManager } from "@/lib/functions/access-token";
import { configureFunctions } from "@/lib/functions/client";

/**
 * Gives the functions client a short-lived bearer token for the signed-in person, renewed in the
 * background 5 minutes before it expires. The first token is issued against the session cookie.
 */
export function FunctionsSession() {
  useEffect(() => {
    const manager = new AccessTokenManager({
      fetchToken: async () => {
        const response = await fetch("/api/functions/issueAccessToken", {
          method: "POST",
          headers: { "content-type": "application/json" },
          credentials: "same-origin",
          body: JSON.stringify({ data: null }),
        });
        if (!response.ok) return null;
        const { result } = (await response.json()) as { result: { token: string; expiresAt: string } };
        return { token: result.token, expiresAt: new Date(result.expiresAt) };
      },
    });
    configureFunctions({ getAuthToken: () => manager.get() });
    void manager.refresh();
    return () => {
      manager.stop();
      configureFunctions({ getAuthToken: undefined });
    };
  }, []);
  return null;
}
