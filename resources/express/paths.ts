export const COURIERS_PATH = "/operation/logisticsManagement";
export const COMPANIES_PATH = "/maintain/logistics/companyList";
export const PERSONNEL_PATH = "/operation/deliveryPersonnel";
