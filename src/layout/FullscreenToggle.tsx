import { useEffect, useState } from "react";
import { Button } from "antd";
import { FullscreenExitOutlined, FullscreenOutlined } from "@ant-design/icons";
import { useTranslation } from "react-i18next";

/** Enters and leaves the browser's full-screen mode; hidden where the browser has none. */
export function FullscreenToggle() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const toggle = () => void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    <Button
      type="text"
      className="shell-tool"
      aria-label={t(full ? "shell.exitFullscreen" : "shell.fullscreen")}
      icon={full ? <FullscreenExitOutlined aria-hidden /> : <FullscreenOutlined aria-hidden />}
      onClick={toggle}
    />
  );
}
