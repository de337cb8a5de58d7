import { useParams } from "react-router";
import { LinkedInfoPage } from "./linked-info-page.tsx";

/** /event-info-preview/:shareToken: the current draft, under a banner saying it is not published. */
export default function EventInfoPreviewPage() {
  const { shareToken = "" } = useParams();
  return <LinkedInfoPage token={shareToken} mode="preview" />;
}
