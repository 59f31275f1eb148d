export * from "./contact";
export * from "./event";
export * from "./fields";
export * from "./form-state";
export * from "./messages";
export * from "./newsletter";
export * from "./reservation";
