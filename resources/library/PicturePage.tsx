import { Card } from "antd";
import { MaterialLibrary } from "../../src/widgets/library/MaterialLibrary";

/** /maintain/picture: the material library as a page. */
export default function PicturePage() {
  return (
    <Card>
      <MaterialLibrary mode="page" />
    </Card>
  );
}
