/** How a build tells the outside what it is doing; the CLI decides how it looks. */
export interface Reporter {
  stage(site: string, stage: string, detail?: string): void;
  progress(site: string, done: number, total: number): void;
  warn(site: string, message: string): void;
  fail(site: string, message: string): void;
}

export const silentReporter: Reporter = {
  stage() {},
  progress() {},
  warn() {},
  fail() {},
};
