export const ADDRESS_PATH = "/operation/businessAddress";
