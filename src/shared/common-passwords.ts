/**
 * The most used passwords of public breach corpora (NCSC top list, French variants added).
 * DESIGN §10 refuses them even though they pass the 6-character minimum.
 */
const COMMON_PASSWORDS = new Set([
  "123456", "1234567", "12345678", "123456789", "1234567890", "654321", "111111", "000000",
  "123123", "121212", "112233", "666666", "777777", "888888", "999999", "555555", "123321",
  "password", "password1", "password123", "passw0rd", "motdepasse", "motdepasse1", "azerty",
  "azertyuiop", "azerty123", "azerty1", "qwerty", "qwertyuiop", "qwerty123", "abc123",
  "abcdef", "abcd1234", "iloveyou", "jetaime", "soleil", "doudou", "chouchou", "loulou",
  "marseille", "bonjour", "football", "monkey", "dragon", "letmein", "welcome", "admin123",
  "administrateur", "admin1", "princess", "sunshine", "superman", "batman", "master",
  "shadow", "michael", "jordan", "trustno1", "starwars", "pokemon", "secret", "changeme",
  "default", "maillon", "1q2w3e4r", "1q2w3e", "zaq12wsx", "qazwsx", "aaaaaa", "azerty12",
  "nicolas", "camille", "chocolat", "france", "coucou", "bienvenue", "test123", "123abc",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
