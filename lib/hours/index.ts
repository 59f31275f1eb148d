export * from "./format";
export * from "./group";
export * from "./periods";
export * from "./today";
export * from "./types";
export * from "./upcoming";
