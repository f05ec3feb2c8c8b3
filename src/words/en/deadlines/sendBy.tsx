import { type ReactNode } from "react";

export const sendBy = (send: string, date: ReactNode) => (
  <>
    Send us {send} by {date}.
  </>
);
