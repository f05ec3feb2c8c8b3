import { css } from "@emotion/react";
import { color } from "../../theme/tokens";

/** A failure said beside the button whose work failed (a calendar file that could not be made): red and bold. */
export const failureStyle = css({ color: color.danger, fontWeight: 600 });
