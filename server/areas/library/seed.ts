import fs from "node:fs";
import path from "node:path";
import type { Db } from "../../db/database.js";
import { formatDateTime, now } from "../../core/format.js";
import { childPath } from "./categories.js";
import { CATEGORY_TYPE_ATTACHMENT } from "./contract.js";
import { DEMO_SYSTEM_FORMS, FORM_TEMPLATES } from "./formTemplates.js";
import { SETTLEMENT_FORM_TEMPLATES } from "./settlementFormTemplates.js";

interface CategorySeed {
  name: string;
  sort: number;
  children?: CategorySeed[];
}

const CATEGORY_TREES: Record<number, CategorySeed[]> = {
  1: [
    {
      name: "商品图片",
      sort: 100,
      children: [
        { name: "服饰鞋包", sort: 30 },
        { name: "数码家电", sort: 20 },
        { name: "食品生鲜", sort: 10 },
      ],
    },
    { name: "店铺装修", sort: 90, children: [{ name: "首页轮播", sort: 20 }, { name: "活动海报", sort: 10 }] },
    { name: "商品视频", sort: 80 },
  ],
  2: [
    { name: "商品主图", sort: 100, children: [{ name: "新品上架", sort: 10 }] },
    { name: "宣传素材", sort: 90 },
  ],
};

/** Inserts a merchant's category tree; returns the ids of the categories by name. */
async function seedCategories(db: Db, merId: number, trees: CategorySeed[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const time = now();
  const insert = async (nodes: CategorySeed[], parent?: { id: number; path: string }) => {
    for (const node of nodes) {
      const result = await db
        .insertInto("baseCategory")
        .values({
          merId,
          pid: parent?.id ?? 0,
          path: childPath(parent),
          name: node.name,
          type: CATEGORY_TYPE_ATTACHMENT,
          url: "",
          extra: "",
          status: 1,
          sort: node.sort,
          createTime: time,
          updateTime: time,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const id = Number(result.id);
      ids.set(node.name, id);
      if (node.children) await insert(node.children, { id, path: childPath(parent) });
    }
  };
  await insert(trees);
  return ids;
}

/** Subjects of the demo illustrations `/static/demo/product-01.png` … `product-10.png`. */
const PICTURE_SUBJECTS = ["连衣裙", "运动鞋", "蓝牙耳机", "智能手表", "保温杯", "双肩包", "护肤套装", "坚果礼盒", "护眼台灯", "羽绒服"];
const VIEWS = ["主图", "细节图", "场景图", "尺码图"];
/** Where each subject's pictures are filed (by category name; "" = no category). */
const SUBJECT_CATEGORY = ["服饰鞋包", "服饰鞋包", "数码家电", "数码家电", "", "服饰鞋包", "首页轮播", "食品生鲜", "活动海报", "商品图片"];

/** The real size of a bundled demo picture, when the console's public folder is at hand. */
function statSizeOf(publicPath: string): number {
  for (const root of ["src/public", "dist"]) {
    const file = path.join(process.cwd(), root, publicPath);
    if (fs.existsSync(file)) return fs.statSync(file).size;
  }
  return 0;
}

async function seedPictures(db: Db, merId: number, categories: Map<string, number>): Promise<void> {
  const count = PICTURE_SUBJECTS.length * VIEWS.length;
  const rows = Array.from({ length: count }, (_, k) => {
    const subject = k % PICTURE_SUBJECTS.length;
    const view = Math.floor(k / PICTURE_SUBJECTS.length);
    const file = `/static/demo/product-${String(subject + 1).padStart(2, "0")}.png`;
    // Oldest first, two hours apart, so the newest picture has the highest id.
    const time = formatDateTime(new Date(Date.now() - (count - k) * 2 * 3600 * 1000));
    return {
      merId,
      name: `${PICTURE_SUBJECTS[subject]}-${VIEWS[view]}.png`,
      attDir: file,
      sattDir: file,
      attSize: String(statSizeOf(file)),
      attType: "png",
      pid: categories.get(SUBJECT_CATEGORY[subject]!) ?? 0,
      imageType: 1,
      createTime: time,
      updateTime: time,
    };
  });
  await db.insertInto("systemAttachment").values(rows).execute();
}

/** Picture-library categories for merchants 1 and 2, demo pictures and system forms for merchant 1, form templates. */
export async function seedLibrary(db: Db): Promise<void> {
  const merchant1 = await seedCategories(db, 1, CATEGORY_TREES[1]!);
  await seedCategories(db, 2, CATEGORY_TREES[2]!);
  await seedPictures(db, 1, merchant1);

  const time = now();
  await db
    .insertInto("systemFormTemp")
    .values([...FORM_TEMPLATES, ...SETTLEMENT_FORM_TEMPLATES].map((t) => ({ ...t, createTime: time, updateTime: time })))
    .execute();
  await db
    .insertInto("systemForm")
    .values(DEMO_SYSTEM_FORMS.map((f) => ({ ...f, merId: 1, status: 1, isDelete: 0, createTime: time, updateTime: time })))
    .execute();
}
