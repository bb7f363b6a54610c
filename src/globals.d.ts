/** The id of this build, compared with the server's to detect a new version. */
declare const __BUILD_ID__: string;
