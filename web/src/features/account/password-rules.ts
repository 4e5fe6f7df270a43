/** The minimum password length (docs/product.md#limits); the server also refuses passwords of spaces and commonly used ones. */
export const minimumPasswordLength = 6;
