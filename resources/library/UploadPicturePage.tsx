import { Card } from "antd";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { toastWarning } from "../../providers/notify";
import { MaterialLibrary } from "../../src/widgets/library/MaterialLibrary";
import { postToEditor } from "../../src/widgets/library/richTextBridge";
import type { Attachment } from "../../src/widgets/library/types";

/**
 * /setting/uploadPicture (bare): the picker as a page, opened by a rich-text editor. With
 * `?field=dialog` the chosen pictures go to the editor as image tags; otherwise as URLs.
 */
export default function UploadPicturePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const insert = params.get("field") === "dialog";
  const confirm = (chosen: Attachment[]) => {
    const sent = postToEditor(
      chosen.map((c) => c.sattDir),
      insert,
    );
    if (!sent) toastWarning(t("library.picker.noEditor"));
    else if (insert && window.opener) window.close();
  };
  return (
    <Card style={{ margin: 16 }}>
      <MaterialLibrary mode="picker" multiple={insert || params.get("multiple") === "1"} onConfirm={confirm} />
    </Card>
  );
}
