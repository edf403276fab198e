import { Modal, Spin } from "antd";
import { ReloadOutlined, ArrowRightOutlined } from "@ant-design/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkPuzzle, fetchPuzzle, type CaptchaPuzzle } from "./captchaApi";

const IMAGE_WIDTH = 310;
const IMAGE_HEIGHT = 155;
const HANDLE = 40;

/** Drag the piece into its slot; on success hands back the verification for the login. */
export default function SliderCaptcha({
  open,
  onPassed,
  onCancel,
}: {
  open: boolean;
  onPassed: (verification: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<CaptchaPuzzle>();
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState<"idle" | "checking" | "failed">("idle");
  const drag = useRef<{ startX: number } | undefined>(undefined);

  const reload = useCallback(() => {
    setPuzzle(undefined);
    setOffset(0);
    setStatus("idle");
    void fetchPuzzle().then(setPuzzle, () => setStatus("failed"));
  }, []);

  useEffect(() => {
    if (open) reload();
  }, [open, reload]);

  const release = async () => {
    if (!drag.current || !puzzle) return;
    drag.current = undefined;
    setStatus("checking");
    const verification = await checkPuzzle(puzzle, offset).catch(
      () => undefined,
    );
    if (verification) {
      onPassed(verification);
      return;
    }
    setStatus("failed");
    // Each puzzle is good for one try: show the failure briefly, then a new one.
    setTimeout(reload, 800);
  };

  const maxOffset = IMAGE_WIDTH - 60;
  return (
    <Modal
      open={open}
      title={t("login.captchaTitle")}
      footer={null}
      onCancel={onCancel}
      width={IMAGE_WIDTH + 48}
      destroyOnHidden
    >
      <div
        style={{
          position: "relative",
          width: IMAGE_WIDTH,
          height: IMAGE_HEIGHT,
          margin: "0 auto",
          userSelect: "none",
        }}
      >
        {puzzle ? (
          <>
            <img
              src={`data:image/png;base64,${puzzle.originalImageBase64}`}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              alt=""
              draggable={false}
            />
            <img
              src={`data:image/png;base64,${puzzle.jigsawImageBase64}`}
              alt=""
              draggable={false}
              data-testid="captcha-piece"
              style={{
                position: "absolute",
                top: 0,
                left: offset,
                height: IMAGE_HEIGHT,
              }}
            />
            <ReloadOutlined
              onClick={reload}
              aria-label={t("login.captchaReload")}
              style={{
                position: "absolute",
                right: 8,
                top: 8,
                color: "#fff",
                fontSize: 18,
              }}
            />
          </>
        ) : (
          <Spin
            style={{
              position: "absolute",
              inset: 0,
              margin: "auto",
              height: 32,
            }}
          />
        )}
      </div>
      <div
        data-testid="captcha-track"
        style={{
          position: "relative",
          width: IMAGE_WIDTH,
          height: HANDLE,
          margin: "12px auto 0",
          background: "#f5f7fa",
          border: "1px solid #e4e7ed",
          borderRadius: 4,
        }}
        onPointerMove={(e) => {
          if (!drag.current) return;
          setOffset(
            Math.max(0, Math.min(maxOffset, e.clientX - drag.current.startX)),
          );
        }}
        onPointerUp={() => void release()}
      >
        <span
          style={{
            position: "absolute",
            inset: 0,
            lineHeight: `${HANDLE}px`,
            textAlign: "center",
            color: "#909399",
          }}
        >
          {status === "failed"
            ? t("login.captchaFailed")
            : t("login.captchaHint")}
        </span>
        <div
          role="slider"
          aria-label={t("login.captchaHint")}
          aria-valuenow={offset}
          aria-valuemin={0}
          aria-valuemax={maxOffset}
          tabIndex={0}
          data-testid="captcha-handle"
          onPointerDown={(e) => {
            if (!puzzle || status === "checking") return;
            (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
            drag.current = { startX: e.clientX - offset };
          }}
          style={{
            position: "absolute",
            left: offset,
            top: -1,
            width: HANDLE,
            height: HANDLE,
            display: "grid",
            placeItems: "center",
            background: status === "failed" ? "#f56c6c" : "#409eff",
            color: "#fff",
            borderRadius: 4,
            cursor: "grab",
            touchAction: "none",
          }}
        >
          <ArrowRightOutlined />
        </div>
      </div>
    </Modal>
  );
}
