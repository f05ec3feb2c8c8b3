export declare const chromiumLaunchOptions: { executablePath: string; headless: boolean; args: string[] };
