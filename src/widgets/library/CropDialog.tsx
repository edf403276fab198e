import { useEffect, useRef, useState } from "react";
import Cropper from "react-easy-crop";
import { Button, Modal, Select, Slider, Space, Spin } from "antd";
import {
  DownloadOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { toastError, toastWarning } from "../../../providers/notify";
import { CROP_RATIOS, DEFAULT_CROP_RATIO, LABEL_CROP_SIZE } from "./constants";
import { downloadBlob, renderPng, timestampPng, toEditableDataUrl, type PixelArea } from "./cropCanvas";
import { isPictureFile } from "./fileChecks";

export interface CropDialogProps {
  /** The chosen library picture; none = choose a local one. */
  source?: string;
  /** Label mode: the box is fixed to 200 × 100. */
  labelMode?: boolean;
  onClose: () => void;
  /** Uploads the cropped png; the dialog closes either way once it settles. */
  onUpload: (file: File) => Promise<unknown>;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.1;

/** Crop dialog (spec doc 2 §4): start/stop cropping, rotate, scale, ratio, download, upload as png. */
export default function CropDialog({ source, labelMode = false, onClose, onUpload }: CropDialogProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string>();
  const [loading, setLoading] = useState(Boolean(source));
  const [cropping, setCropping] = useState(labelMode);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [ratio, setRatio] = useState<string>(DEFAULT_CROP_RATIO);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const objectUrl = useRef<string>(undefined);

  useEffect(() => {
    if (!source) return;
    let live = true;
    toEditableDataUrl(source).then(
      (data) => {
        if (!live) return;
        setImage(data);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setLoading(false);
        toastWarning(t("library.messages.loadFailed"));
      },
    );
    return () => {
      live = false;
    };
  }, [source, t]);

  useEffect(
    () => () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    },
    [],
  );

  const chooseLocal = (file: File | undefined) => {
    if (!file) return;
    if (!isPictureFile(file.name)) return toastWarning(t("library.messages.pictureType"));
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = URL.createObjectURL(file);
    setImage(objectUrl.current);
    setZoom(MIN_ZOOM);
    setRotation(0);
  };

  const result = () => renderPng(image!, cropping ? area : null, rotation);

  const download = async () => {
    try {
      downloadBlob(await result(), `${Date.now()}.png`);
    } catch {
      toastError(t("library.crop.failed"));
    }
  };

  const upload = async () => {
    setBusy(true);
    try {
      await onUpload(timestampPng(await result()));
    } catch {
      toastError(t("library.crop.failed"));
    } finally {
      // Success or failure, the dialog closes (the mask is the uploader's).
      setBusy(false);
      onClose();
    }
  };

  const aspect = labelMode ? LABEL_CROP_SIZE.width / LABEL_CROP_SIZE.height : CROP_RATIOS.find((r) => r.key === ratio)!.value;
  const zoomBy = (step: number) => setZoom((z) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Number((z + step).toFixed(2)))));
  const rotateBy = (degrees: number) => setRotation((r) => (r + degrees + 360) % 360);

  return (
    <Modal open width={900} title={t("library.crop.title")} footer={null} maskClosable={false} onCancel={onClose} destroyOnHidden>
      <Spin spinning={loading}>
        <div
          style={{
            position: "relative",
            height: 420,
            background: "#333",
            overflow: "hidden",
          }}
          data-testid="crop-area"
        >
          {image && cropping && (
            <Cropper
              image={image}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              cropSize={labelMode ? LABEL_CROP_SIZE : undefined}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
          {image && !cropping && (
            <img
              src={image}
              alt=""
              style={{
                position: "absolute",
                inset: 0,
                margin: "auto",
                maxWidth: "100%",
                maxHeight: "100%",
                transform: `rotate(${rotation}deg) scale(${zoom})`,
              }}
            />
          )}
          {!image && !loading && (
            <div
              style={{
                color: "#ccc",
                display: "grid",
                placeItems: "center",
                height: "100%",
              }}
            >
              {t("library.crop.empty")}
            </div>
          )}
        </div>
      </Spin>
      <Space wrap style={{ marginTop: 16 }}>
        <Button onClick={() => fileInput.current?.click()}>{t("library.crop.chooseLocal")}</Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept=".gif,.jpg,.jpeg,.png,.bmp"
          onChange={(e) => {
            chooseLocal(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {!labelMode && (
          <Button
            type={cropping ? "default" : "primary"}
            disabled={!image}
            onClick={() => setCropping(!cropping)}
            data-testid="crop-toggle"
          >
            {t(cropping ? "library.crop.stop" : "library.crop.start")}
          </Button>
        )}
        <Button
          icon={<RotateLeftOutlined />}
          disabled={!image}
          onClick={() => rotateBy(-90)}
          aria-label={t("library.crop.rotateLeft")}
          title={t("library.crop.rotateLeft")}
        />
        <Button
          icon={<RotateRightOutlined />}
          disabled={!image}
          onClick={() => rotateBy(90)}
          aria-label={t("library.crop.rotateRight")}
          title={t("library.crop.rotateRight")}
        />
        <Button
          icon={<ZoomOutOutlined />}
          disabled={!image}
          onClick={() => zoomBy(-ZOOM_STEP)}
          aria-label={t("library.crop.zoomOut")}
          title={t("library.crop.zoomOut")}
        />
        <Slider style={{ width: 120 }} min={MIN_ZOOM} max={MAX_ZOOM} step={ZOOM_STEP} value={zoom} onChange={setZoom} disabled={!image} />
        <Button
          icon={<ZoomInOutlined />}
          disabled={!image}
          onClick={() => zoomBy(ZOOM_STEP)}
          aria-label={t("library.crop.zoomIn")}
          title={t("library.crop.zoomIn")}
        />
        {!labelMode && (
          <Select
            style={{ width: 110 }}
            value={ratio}
            onChange={setRatio}
            disabled={!cropping}
            aria-label={t("library.crop.ratio")}
            options={CROP_RATIOS.map((r) => ({ value: r.key, label: r.key }))}
          />
        )}
      </Space>
      <Space style={{ marginTop: 16, display: "flex", justifyContent: "flex-end" }}>
        <Button icon={<DownloadOutlined />} disabled={!image} onClick={() => void download()}>
          {t("library.crop.download")}
        </Button>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={!image}
          loading={busy}
          onClick={() => void upload()}
          data-testid="crop-upload"
        >
          {t("library.crop.upload")}
        </Button>
      </Space>
    </Modal>
  );
}
