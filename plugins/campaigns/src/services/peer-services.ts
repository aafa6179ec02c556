/**
 * The parts of the contact-lists and files plugins' services this plugin calls (outreach contract of issue 14);
 * their packages export the full types.
 */
export interface ContactListServicesLike {
  get(companyId: number, listId: number): Promise<{ id: number; name: string; contactsCount: number } | undefined>;
  setValidity(companyId: number, itemId: number, valid: boolean): Promise<void>;
}

export interface FileListServicesLike {
  get(
    companyId: number,
    fileListId: number,
  ): Promise<
    | {
        id: number;
        name: string;
        message: string;
        options: { id: number; name: string; mediaType: string; mediaId: string }[];
      }
    | undefined
  >;
  attachments(
    companyId: number,
    fileListId: number,
  ): Promise<Array<{ name: string; mimeType: string; data: Buffer }>>;
}
