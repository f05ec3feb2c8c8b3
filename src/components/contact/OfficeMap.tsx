import { useState } from "react";
import { css } from "@emotion/react";
import Picture from "../ui/Picture";
import SmartLink from "../ui/SmartLink";
import { buttonStyle } from "../ui/ButtonLink";
import { useWords } from "../../i18n/PageLanguage";
import { mapEmbedUrl, mapPageUrl } from "../../lib/links";
import { color, fontSize, radius, space } from "../../theme/tokens";
import { officeMap as words } from "@words/contact/officeMap";

const mapPictureStyle = css({ borderRadius: 0 });
const mapNoteStyle = css({ fontSize: fontSize.sm, color: color.inkMuted, marginTop: space[2] });

const frameStyle = css`
  position: relative;
  aspect-ratio: 12 / 7;
  border-radius: ${radius.lg};
  overflow: hidden;
  border: 1px solid ${color.line};
  background: ${color.surface};
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const overlayStyle = css`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  justify-content: center;
  padding: ${space[4]};
`;

interface OfficeMapProps {
  latitude: number;
  longitude: number;
  /** The office, as people say it ("148 Madison Avenue, New York"); names the map. */
  place: string;
}

/**
 * The office on a map. Until the visitor asks for the live map, a still of ours stands in, so the
 * page loads fast and calls no map service on its own.
 */
export default function OfficeMap({ latitude, longitude, place }: OfficeMapProps) {
  const [live, setLive] = useState(false);
  const text = useWords(words);
  return (
    <div>
      <div css={frameStyle}>
        {live ? (
          <iframe title={text.mapTitle(place)} src={mapEmbedUrl(latitude, longitude)} />
        ) : (
          <>
            <Picture name="office-map" alt="" ratio={12 / 7} css={mapPictureStyle} />
            <div css={overlayStyle}>
              <button type="button" css={buttonStyle("primary")} onClick={() => setLive(true)}>
                {text.show}
              </button>
            </div>
          </>
        )}
      </div>
      <p css={mapNoteStyle}>
        {text.provider} <SmartLink to={mapPageUrl(latitude, longitude)}>{text.open}</SmartLink>
      </p>
    </div>
  );
}
