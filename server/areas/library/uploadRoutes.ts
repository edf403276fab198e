/**
 * `/upload/image` and `/upload/file` (contract §3.17): multipart field `multipart`, query
 * `model` and `pid`. The bytes decide the type; a refused upload leaves nothing behind
 * (the temp file is removed on every path, the stored file if the row cannot be written).
 */
import { randomUUID } from "node:crypto";
import type { MultipartFile } from "@fastify/multipart";
import { badRequest } from "../../core/errors.js";
import { extensionOf, FILE_TYPES, MAX_SIZE_MB, MB, maxBytes, sniffFile, type FileType } from "../../core/fileTypes.js";
import { now } from "../../core/format.js";
import { requestOrigin, toMediaUrl } from "../../core/media.js";
import { merchantRoute, type MerchantContext, type MerchantRoute } from "../../core/route.js";
import { findAttachmentCategory } from "./categories.js";
import { uploadQuery, type FileResultVo } from "./contract.js";
import {
  discard,
  drain,
  FILE_ROOT,
  IMAGE_ROOT,
  newStoredPath,
  placeFile,
  receiveToTemp,
  storedFileLocation,
  type StorageRoot,
  type TempUpload,
} from "./storage.js";

interface UploadPolicy {
  root: StorageRoot;
  accepts: readonly FileType[];
}

const IMAGE_POLICY: UploadPolicy = {
  root: IMAGE_ROOT,
  accepts: [FILE_TYPES.gif, FILE_TYPES.jpg, FILE_TYPES.png, FILE_TYPES.bmp],
};
const FILE_POLICY: UploadPolicy = {
  root: FILE_ROOT,
  accepts: [FILE_TYPES.mp4, FILE_TYPES.doc, FILE_TYPES.docx, FILE_TYPES.xls, FILE_TYPES.xlsx],
};

const FIELD_NAME = "multipart";
const NO_FILE = "上载的文件对象不存在...";
/** Longest client file name kept whole (FileResultVo.fileName). */
const MAX_NAME_LENGTH = 99;

const allowedText = (policy: UploadPolicy) => policy.accepts.flatMap((t) => t.aliases).join(",");
/** Nothing larger than the policy's largest kind can be accepted, so nothing larger is written. */
const capBytes = (policy: UploadPolicy) => Math.max(...policy.accepts.map((t) => maxBytes(t.kind)));

type UploadContext = MerchantContext<{ query: typeof uploadQuery }>;

/** The file part, or a 400 when the request holds none under the expected field name. */
async function filePart(ctx: UploadContext): Promise<MultipartFile> {
  if (!ctx.request.isMultipart()) throw badRequest(NO_FILE);
  // The size limit is checked below against the real count, not thrown mid-stream.
  const part = await ctx.request.file({ throwFileSizeLimit: false });
  if (!part) throw badRequest(NO_FILE);
  if (part.fieldname !== FIELD_NAME) {
    await drain(part.file);
    throw badRequest(NO_FILE);
  }
  return part;
}

/** The sniffed type when the policy takes it at that size; the backend's 400 otherwise (type first, then size). */
function acceptedType(policy: UploadPolicy, fileType: FileType | undefined, received: TempUpload, truncated: boolean): FileType {
  if (!fileType || !policy.accepts.includes(fileType)) throw badRequest(`上载文件类型只能为：${allowedText(policy)}`);
  const limit = MAX_SIZE_MB[fileType.kind];
  if (truncated || received.size > limit * MB) {
    const size = (received.size / MB).toFixed(2);
    throw badRequest(`最大允许上传 ${limit} MB文件，当前文件大小${truncated ? "超过" : "为"} ${size} MB`);
  }
  return fileType;
}

function clientFileName(name: string, ext: string): string {
  const base = name.split(/[\\/]/).pop() || `${randomUUID().replace(/-/g, "")}.${ext}`;
  return base.length > MAX_NAME_LENGTH ? `${base.slice(0, 90)}.${ext}` : base;
}

async function store(ctx: UploadContext, policy: UploadPolicy, dataDir: string): Promise<FileResultVo> {
  const part = await filePart(ctx);
  const received = await receiveToTemp(dataDir, part.file, capBytes(policy));
  let storedAt: string | undefined;
  try {
    if (received.size === 0) throw badRequest(NO_FILE);
    const hint = extensionOf(part.filename ?? "");
    const fileType = await sniffFile(received.tempPath, hint);
    const accepted = acceptedType(policy, fileType, received, part.file.truncated);
    const ext = accepted.aliases.includes(hint) ? hint : accepted.ext;
    const fileName = clientFileName(part.filename ?? "", ext);
    // A category that is not one of the merchant's attachment categories files the upload under "none".
    const pid = (await findAttachmentCategory(ctx.mine, ctx.query.pid))?.id ?? 0;
    const type = accepted.kind === "image" ? accepted.mime.replace("image/", "") : accepted.mime;
    const storedPath = newStoredPath(policy.root, ctx.query.model, ext);

    await placeFile(dataDir, received.tempPath, storedPath);
    storedAt = storedFileLocation(dataDir, storedPath);
    const time = now();
    await ctx.db
      .insertInto("systemAttachment")
      .values({
        merId: ctx.session.merId,
        name: fileName,
        attDir: storedPath,
        sattDir: storedPath,
        attSize: String(received.size),
        attType: type,
        pid,
        imageType: 1,
        createTime: time,
        updateTime: time,
      })
      .execute();
    storedAt = undefined;
    return { fileName, extName: ext, fileSize: received.size, url: toMediaUrl(storedPath, requestOrigin(ctx.request)), type };
  } finally {
    await discard(received.tempPath);
    // Set only when the file was placed but its row was not written.
    if (storedAt) await discard(storedAt);
  }
}

export function uploadRoutes(dataDir: string): MerchantRoute[] {
  const route = (path: string, authority: string, policy: UploadPolicy) =>
    merchantRoute({
      method: "POST",
      path,
      authority,
      schema: { query: uploadQuery },
      handler: (ctx) => store(ctx, policy, dataDir),
    });
  return [
    route("/upload/image", "merchant:upload:image", IMAGE_POLICY),
    route("/upload/file", "merchant:upload:file", FILE_POLICY),
  ];
}
