import { describe, expect, it } from "vitest";
import { newEditorState, type EditorState } from "../../../resources/product/editor/formModel";
import { buildProductBody, stateFromInfo } from "../../../resources/product/editor/productBody";
import { buildSkuMatrix } from "../../../resources/product/editor/sku/skuMatrix";
import type { Spec } from "../../../resources/product/editor/sku/skuModel";
import type { GuaranteeGroup, ProductInfo } from "../../../resources/product/types";

const filled = (state: EditorState): EditorState => ({
  ...state,
  values: {
    ...state.values,
    name: "  纯棉T恤 ",
    intro: " 舒适透气 ",
    keywords: ["T恤", "纯棉"],
    cateIds: [5, 8],
    categoryId: 31,
    brandId: 0,
    unitName: " 件 ",
    guaranteeIds: [1, 3],
    image: "http://m/main.png",
    sliderImages: ["http://m/1.png", "http://m/2.png"],
    tempId: 2,
  },
});

const options = { isAutoUp: false, isAutoSubmitAudit: false, groups: [] };

describe("product body (contract §3.1 ProductAddRequest)", () => {
  it("a single spec is one attribute 规格 with option 默认 and one SKU whose attrValue is a JSON string", () => {
    const state = filled(newEditorState(0));
    state.singleRows = [{ ...state.singleRows[0], price: "19.90", cost: "8", otPrice: "29.90", stock: "100", image: "http://m/main.png" }];
    const body = buildProductBody(state, options);
    expect(body.id).toBeUndefined();
    expect(body).toMatchObject({
      type: 0,
      name: "纯棉T恤",
      intro: "舒适透气",
      unitName: "件",
      keyword: "T恤,纯棉",
      cateId: "5,8",
      categoryId: 31,
      brandId: 0,
      guaranteeIds: "1,3",
      tempId: 2,
      specType: false,
      deliveryMethod: "1",
      systemFormId: 0,
      isPaidMember: false,
      refundSwitch: true,
      couponIds: [],
      sliderImage: '["http://m/1.png","http://m/2.png"]',
    });
    expect(body.attrList).toEqual([{ attributeName: "规格", isShowImage: false, sort: 1, optionList: [{ optionName: "默认", image: "", sort: 1 }] }]);
    expect(body.attrValueList).toHaveLength(1);
    expect(body.attrValueList[0]).toMatchObject({
      attrValue: '{"规格":"默认"}',
      price: "19.90",
      cost: "8",
      otPrice: "29.90",
      stock: 100,
      brokerage: 0,
      brokerageTwo: 0,
      isDefault: true,
      isShow: true,
    });
  });

  it("the main video goes first in the slider JSON; non-physical types send template 0 and delivery 1", () => {
    const state = filled(newEditorState(5));
    state.values.video = "http://m/v.mp4";
    state.values.deliveryMethods = ["1", "2"];
    state.singleRows = [{ ...state.singleRows[0], expand: " https://pan.example/s/1 " }];
    const body = buildProductBody(state, options);
    expect(JSON.parse(body.sliderImage)).toEqual(["http://m/v.mp4", "http://m/1.png", "http://m/2.png"]);
    expect(body.tempId).toBe(0);
    expect(body.deliveryMethod).toBe("1");
    expect(body.attrValueList[0].expand).toBe("https://pan.example/s/1");
  });

  it("multi spec: attributes in order with their options, one SKU per combination", () => {
    const specs: Spec[] = [
      {
        name: "颜色",
        withImage: true,
        options: [
          { name: "红", image: "http://m/r.png" },
          { name: "蓝", image: "http://m/b.png" },
        ],
      },
      { name: "尺码", withImage: false, options: [{ name: "S", image: "" }] },
    ];
    const state = { ...filled(newEditorState(0)), specs, multiRows: buildSkuMatrix(specs, []) };
    state.values = { ...state.values, specType: true };
    const body = buildProductBody(state, { ...options, isAutoUp: true, isAutoSubmitAudit: true });
    expect(body.specType).toBe(true);
    expect(body.isAutoUp).toBe(true);
    expect(body.isAutoSubmitAudit).toBe(true);
    expect(body.attrList).toEqual([
      {
        attributeName: "颜色",
        isShowImage: true,
        sort: 1,
        optionList: [
          { optionName: "红", image: "http://m/r.png", sort: 1 },
          { optionName: "蓝", image: "http://m/b.png", sort: 2 },
        ],
      },
      { attributeName: "尺码", isShowImage: false, sort: 2, optionList: [{ optionName: "S", image: "", sort: 1 }] },
    ]);
    expect(body.attrValueList.map((s) => s.attrValue)).toEqual(['{"颜色":"红","尺码":"S"}', '{"颜色":"蓝","尺码":"S"}']);
    expect(body.attrValueList.map((s) => s.image)).toEqual(["http://m/r.png", "http://m/b.png"]);
    expect(body.attrValueList.map((s) => s.isDefault)).toEqual([true, false]);
  });

  it("a chosen guarantee group sends its shown guarantees", () => {
    const groups: GuaranteeGroup[] = [
      {
        id: 9,
        name: "组合",
        createTime: "",
        guaranteeList: [
          { groupId: 9, gid: 4, isShow: true },
          { groupId: 9, gid: 6, isShow: false },
          { groupId: 9, gid: 7, isShow: true },
        ],
      },
    ];
    const state = filled(newEditorState(0));
    state.values = { ...state.values, guaranteeMode: "group", guaranteeGroupId: 9 };
    expect(buildProductBody(state, { ...options, groups }).guaranteeIds).toBe("4,7");
  });

  const info: ProductInfo = {
    id: 42,
    type: 6,
    image: "http://m/main.png",
    sliderImage: '["http://m/v.mp4","http://m/1.png"]',
    flatPattern: "",
    name: "充值卡",
    intro: "面值卡",
    keyword: "充值,卡",
    cateId: "3",
    brandId: 7,
    categoryId: 55,
    guaranteeIds: "2",
    guaranteeList: [],
    unitName: "张",
    tempId: 0,
    sort: 5,
    ficti: 0,
    specType: true,
    isSub: true,
    attrList: [
      {
        id: 100,
        productId: 42,
        attributeName: "面值",
        isShowImage: false,
        sort: 1,
        isDel: false,
        optionList: [
          { id: 201, productId: 42, attributeId: 100, optionName: "100元", image: "", sort: 2, isDel: false },
          { id: 200, productId: 42, attributeId: 100, optionName: "50元", image: "", sort: 1, isDel: false },
        ],
      },
    ],
    attrValueList: [
      {
        id: 300,
        productId: 42,
        sku: "50元",
        stock: 9,
        sales: 1,
        price: "47.50",
        vipPrice: "0.00",
        cost: "45.00",
        otPrice: "50.00",
        image: "http://m/a.png",
        weight: "0.00",
        volume: "0.00",
        brokerage: 3,
        brokerageTwo: 1,
        type: 0,
        quota: 0,
        quotaShow: 0,
        attrValue: '{"面值":"50元"}',
        barCode: "",
        expand: "",
        cdkeyId: 12,
        itemNumber: "",
        isShow: true,
        isDefault: true,
        cdkeyLibraryName: "五十元库",
      },
      {
        id: 301,
        productId: 42,
        sku: "100元",
        stock: 4,
        sales: 0,
        price: "95.00",
        vipPrice: "0.00",
        cost: "90.00",
        otPrice: "100.00",
        image: "http://m/b.png",
        weight: "0.00",
        volume: "0.00",
        brokerage: 3,
        brokerageTwo: 1,
        type: 0,
        quota: 0,
        quotaShow: 0,
        attrValue: '{"面值":"100元"}',
        barCode: "X",
        expand: "",
        cdkeyId: 13,
        itemNumber: "",
        isShow: true,
        isDefault: false,
        cdkeyLibraryName: "百元库",
      },
    ],
    content: "<p>说明</p>",
    couponIds: [4],
    price: "47.50",
    vipPrice: "0.00",
    otPrice: "50.00",
    cost: "45.00",
    sales: 1,
    stock: 13,
    collectNum: 0,
    isShow: false,
    isRecycle: false,
    auditStatus: 1,
    isAudit: false,
    reason: "",
    isPaidMember: false,
    isAutoUp: false,
    deliveryMethod: "1",
    refundSwitch: true,
    systemFormId: 0,
    systemFormValue: "",
    giftPoints: 0,
    createTime: "",
  };

  it("a stored product edits with every id and saves back to the same body", () => {
    const state = stateFromInfo(info, false);
    expect(state.values).toMatchObject({
      video: "http://m/v.mp4",
      sliderImages: ["http://m/1.png"],
      keywords: ["充值", "卡"],
      cateIds: [3],
      guaranteeIds: [2],
      specType: true,
      couponIds: [4],
      tempId: undefined,
      systemFormId: undefined,
    });
    expect(state.specs[0].options.map((o) => o.name)).toEqual(["50元", "100元"]);
    const body = buildProductBody(state, { ...options, id: 42 });
    expect(body.id).toBe(42);
    expect(body.attrList[0]).toMatchObject({
      id: 100,
      optionList: [
        { id: 200, optionName: "50元" },
        { id: 201, optionName: "100元" },
      ],
    });
    expect(body.attrValueList.map((s) => [s.id, s.cdkeyId, s.price, s.stock, s.brokerage])).toEqual([
      [300, 12, "47.50", 9, 3],
      [301, 13, "95.00", 4, 3],
    ]);
    expect(body.sliderImage).toBe(info.sliderImage);
    expect(body.keyword).toBe("充值,卡");
  });

  it("a copy pre-fills everything but saves a NEW product: no product, attribute, option or SKU ids, no card libraries", () => {
    const body = buildProductBody(stateFromInfo(info, true), options);
    expect(body.id).toBeUndefined();
    expect(body.attrList[0].id).toBeUndefined();
    expect(body.attrList[0].optionList.every((o) => o.id === undefined)).toBe(true);
    expect(body.attrValueList.every((s) => s.id === undefined && s.cdkeyId === undefined)).toBe(true);
    expect(body.name).toBe("充值卡");
    expect(body.attrValueList.map((s) => s.price)).toEqual(["47.50", "95.00"]);
  });

  it("a stored single-spec product keeps its 规格 attribute and SKU ids", () => {
    const single: ProductInfo = {
      ...info,
      type: 0,
      specType: false,
      tempId: 1,
      attrList: [
        {
          id: 500,
          productId: 42,
          attributeName: "规格",
          isShowImage: false,
          sort: 0,
          isDel: false,
          optionList: [{ id: 600, productId: 42, attributeId: 500, optionName: "默认", image: "", sort: 0, isDel: false }],
        },
      ],
      attrValueList: [{ ...info.attrValueList[0], id: 700, attrValue: '{"规格":"默认"}', cdkeyId: 0 }],
    };
    const body = buildProductBody(stateFromInfo(single, false), { ...options, id: 42 });
    expect(body.attrList).toEqual([
      { id: 500, attributeName: "规格", isShowImage: false, sort: 1, optionList: [{ id: 600, optionName: "默认", image: "", sort: 1 }] },
    ]);
    expect(body.attrValueList).toHaveLength(1);
    expect(body.attrValueList[0]).toMatchObject({ id: 700, attrValue: '{"规格":"默认"}' });
    expect(body.tempId).toBe(1);
  });
});
