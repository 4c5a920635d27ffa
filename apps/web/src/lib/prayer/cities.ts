// Cities a listener can choose for prayer times without sharing a position: the holy cities,
// large cities with Muslim communities across the world, and the major Western cities.

export interface PrayerCity {
  id: string;
  name: string;
  nameAr: string;
  /** ISO 3166-1 alpha-2; the country's name comes from Intl.DisplayNames in each language. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** The city's IANA time zone: its prayer times are shown on its own clock. */
  timeZone: string;
}

type Row = [
  id: string,
  name: string,
  nameAr: string,
  country: string,
  lat: number,
  lon: number,
  zone: string,
];

/** The fallback place: Mecca, Saudi Arabia. */
export const MECCA: PrayerCity = {
  id: 'mecca',
  name: 'Mecca',
  nameAr: 'مكة المكرمة',
  countryCode: 'SA',
  latitude: 21.4225,
  longitude: 39.8262,
  timeZone: 'Asia/Riyadh',
};

const ROWS: readonly Row[] = [
  ['medina', 'Medina', 'المدينة المنورة', 'SA', 24.4686, 39.6142, 'Asia/Riyadh'],
  ['riyadh', 'Riyadh', 'الرياض', 'SA', 24.7136, 46.6753, 'Asia/Riyadh'],
  ['jeddah', 'Jeddah', 'جدة', 'SA', 21.4858, 39.1925, 'Asia/Riyadh'],
  ['jerusalem', 'Jerusalem', 'القدس', 'PS', 31.7683, 35.2137, 'Asia/Jerusalem'],
  ['dubai', 'Dubai', 'دبي', 'AE', 25.2048, 55.2708, 'Asia/Dubai'],
  ['abu-dhabi', 'Abu Dhabi', 'أبوظبي', 'AE', 24.4539, 54.3773, 'Asia/Dubai'],
  ['doha', 'Doha', 'الدوحة', 'QA', 25.2854, 51.531, 'Asia/Qatar'],
  ['kuwait-city', 'Kuwait City', 'مدينة الكويت', 'KW', 29.3759, 47.9774, 'Asia/Kuwait'],
  ['manama', 'Manama', 'المنامة', 'BH', 26.2285, 50.586, 'Asia/Bahrain'],
  ['muscat', 'Muscat', 'مسقط', 'OM', 23.588, 58.3829, 'Asia/Muscat'],
  ['sanaa', "Sana'a", 'صنعاء', 'YE', 15.3694, 44.191, 'Asia/Aden'],
  ['amman', 'Amman', 'عمّان', 'JO', 31.9454, 35.9284, 'Asia/Amman'],
  ['beirut', 'Beirut', 'بيروت', 'LB', 33.8938, 35.5018, 'Asia/Beirut'],
  ['damascus', 'Damascus', 'دمشق', 'SY', 33.5138, 36.2765, 'Asia/Damascus'],
  ['baghdad', 'Baghdad', 'بغداد', 'IQ', 33.3152, 44.3661, 'Asia/Baghdad'],
  ['cairo', 'Cairo', 'القاهرة', 'EG', 30.0444, 31.2357, 'Africa/Cairo'],
  ['alexandria', 'Alexandria', 'الإسكندرية', 'EG', 31.2001, 29.9187, 'Africa/Cairo'],
  ['khartoum', 'Khartoum', 'الخرطوم', 'SD', 15.5007, 32.5599, 'Africa/Khartoum'],
  ['tripoli', 'Tripoli', 'طرابلس', 'LY', 32.8872, 13.1913, 'Africa/Tripoli'],
  ['tunis', 'Tunis', 'تونس', 'TN', 36.8065, 10.1815, 'Africa/Tunis'],
  ['algiers', 'Algiers', 'الجزائر', 'DZ', 36.7538, 3.0588, 'Africa/Algiers'],
  ['casablanca', 'Casablanca', 'الدار البيضاء', 'MA', 33.5731, -7.5898, 'Africa/Casablanca'],
  ['rabat', 'Rabat', 'الرباط', 'MA', 34.0209, -6.8416, 'Africa/Casablanca'],
  ['nouakchott', 'Nouakchott', 'نواكشوط', 'MR', 18.0735, -15.9582, 'Africa/Nouakchott'],
  ['dakar', 'Dakar', 'داكار', 'SN', 14.7167, -17.4677, 'Africa/Dakar'],
  ['lagos', 'Lagos', 'لاغوس', 'NG', 6.5244, 3.3792, 'Africa/Lagos'],
  ['kano', 'Kano', 'كانو', 'NG', 12.0022, 8.592, 'Africa/Lagos'],
  ['mogadishu', 'Mogadishu', 'مقديشو', 'SO', 2.0469, 45.3182, 'Africa/Mogadishu'],
  ['nairobi', 'Nairobi', 'نيروبي', 'KE', -1.2921, 36.8219, 'Africa/Nairobi'],
  ['dar-es-salaam', 'Dar es Salaam', 'دار السلام', 'TZ', -6.7924, 39.2083, 'Africa/Dar_es_Salaam'],
  ['johannesburg', 'Johannesburg', 'جوهانسبرغ', 'ZA', -26.2041, 28.0473, 'Africa/Johannesburg'],
  ['cape-town', 'Cape Town', 'كيب تاون', 'ZA', -33.9249, 18.4241, 'Africa/Johannesburg'],
  ['istanbul', 'Istanbul', 'إسطنبول', 'TR', 41.0082, 28.9784, 'Europe/Istanbul'],
  ['ankara', 'Ankara', 'أنقرة', 'TR', 39.9334, 32.8597, 'Europe/Istanbul'],
  ['tehran', 'Tehran', 'طهران', 'IR', 35.6892, 51.389, 'Asia/Tehran'],
  ['baku', 'Baku', 'باكو', 'AZ', 40.4093, 49.8671, 'Asia/Baku'],
  ['tashkent', 'Tashkent', 'طشقند', 'UZ', 41.2995, 69.2401, 'Asia/Tashkent'],
  ['almaty', 'Almaty', 'ألماتي', 'KZ', 43.222, 76.8512, 'Asia/Almaty'],
  ['kabul', 'Kabul', 'كابل', 'AF', 34.5553, 69.2075, 'Asia/Kabul'],
  ['karachi', 'Karachi', 'كراتشي', 'PK', 24.8607, 67.0011, 'Asia/Karachi'],
  ['lahore', 'Lahore', 'لاهور', 'PK', 31.5204, 74.3587, 'Asia/Karachi'],
  ['islamabad', 'Islamabad', 'إسلام آباد', 'PK', 33.6844, 73.0479, 'Asia/Karachi'],
  ['delhi', 'Delhi', 'دلهي', 'IN', 28.6139, 77.209, 'Asia/Kolkata'],
  ['mumbai', 'Mumbai', 'مومباي', 'IN', 19.076, 72.8777, 'Asia/Kolkata'],
  ['hyderabad', 'Hyderabad', 'حيدر آباد', 'IN', 17.385, 78.4867, 'Asia/Kolkata'],
  ['dhaka', 'Dhaka', 'دكا', 'BD', 23.8103, 90.4125, 'Asia/Dhaka'],
  ['colombo', 'Colombo', 'كولومبو', 'LK', 6.9271, 79.8612, 'Asia/Colombo'],
  ['male', 'Malé', 'ماليه', 'MV', 4.1755, 73.5093, 'Indian/Maldives'],
  ['kuala-lumpur', 'Kuala Lumpur', 'كوالالمبور', 'MY', 3.139, 101.6869, 'Asia/Kuala_Lumpur'],
  ['singapore', 'Singapore', 'سنغافورة', 'SG', 1.3521, 103.8198, 'Asia/Singapore'],
  ['jakarta', 'Jakarta', 'جاكرتا', 'ID', -6.2088, 106.8456, 'Asia/Jakarta'],
  ['surabaya', 'Surabaya', 'سورابايا', 'ID', -7.2575, 112.7521, 'Asia/Jakarta'],
  [
    'bandar-seri-begawan',
    'Bandar Seri Begawan',
    'بندر سري بكاوان',
    'BN',
    4.9031,
    114.9398,
    'Asia/Brunei',
  ],
  ['manila', 'Manila', 'مانيلا', 'PH', 14.5995, 120.9842, 'Asia/Manila'],
  ['beijing', 'Beijing', 'بكين', 'CN', 39.9042, 116.4074, 'Asia/Shanghai'],
  ['tokyo', 'Tokyo', 'طوكيو', 'JP', 35.6762, 139.6503, 'Asia/Tokyo'],
  ['sydney', 'Sydney', 'سيدني', 'AU', -33.8688, 151.2093, 'Australia/Sydney'],
  ['melbourne', 'Melbourne', 'ملبورن', 'AU', -37.8136, 144.9631, 'Australia/Melbourne'],
  ['moscow', 'Moscow', 'موسكو', 'RU', 55.7558, 37.6173, 'Europe/Moscow'],
  ['kazan', 'Kazan', 'قازان', 'RU', 55.7963, 49.1088, 'Europe/Moscow'],
  ['sarajevo', 'Sarajevo', 'سراييفو', 'BA', 43.8563, 18.4131, 'Europe/Sarajevo'],
  ['london', 'London', 'لندن', 'GB', 51.5074, -0.1278, 'Europe/London'],
  ['birmingham', 'Birmingham', 'برمنغهام', 'GB', 52.4862, -1.8904, 'Europe/London'],
  ['manchester', 'Manchester', 'مانشستر', 'GB', 53.4808, -2.2426, 'Europe/London'],
  ['dublin', 'Dublin', 'دبلن', 'IE', 53.3498, -6.2603, 'Europe/Dublin'],
  ['paris', 'Paris', 'باريس', 'FR', 48.8566, 2.3522, 'Europe/Paris'],
  ['marseille', 'Marseille', 'مرسيليا', 'FR', 43.2965, 5.3698, 'Europe/Paris'],
  ['brussels', 'Brussels', 'بروكسل', 'BE', 50.8503, 4.3517, 'Europe/Brussels'],
  ['amsterdam', 'Amsterdam', 'أمستردام', 'NL', 52.3676, 4.9041, 'Europe/Amsterdam'],
  ['berlin', 'Berlin', 'برلين', 'DE', 52.52, 13.405, 'Europe/Berlin'],
  ['vienna', 'Vienna', 'فيينا', 'AT', 48.2082, 16.3738, 'Europe/Vienna'],
  ['stockholm', 'Stockholm', 'ستوكهولم', 'SE', 59.3293, 18.0686, 'Europe/Stockholm'],
  ['oslo', 'Oslo', 'أوسلو', 'NO', 59.9139, 10.7522, 'Europe/Oslo'],
  ['madrid', 'Madrid', 'مدريد', 'ES', 40.4168, -3.7038, 'Europe/Madrid'],
  ['rome', 'Rome', 'روما', 'IT', 41.9028, 12.4964, 'Europe/Rome'],
  ['new-york', 'New York', 'نيويورك', 'US', 40.7128, -74.006, 'America/New_York'],
  ['dearborn', 'Dearborn', 'ديربورن', 'US', 42.3223, -83.1763, 'America/Detroit'],
  ['chicago', 'Chicago', 'شيكاغو', 'US', 41.8781, -87.6298, 'America/Chicago'],
  ['houston', 'Houston', 'هيوستن', 'US', 29.7604, -95.3698, 'America/Chicago'],
  ['los-angeles', 'Los Angeles', 'لوس أنجلوس', 'US', 34.0522, -118.2437, 'America/Los_Angeles'],
  ['toronto', 'Toronto', 'تورنتو', 'CA', 43.6532, -79.3832, 'America/Toronto'],
  ['montreal', 'Montreal', 'مونتريال', 'CA', 45.5019, -73.5674, 'America/Toronto'],
  ['vancouver', 'Vancouver', 'فانكوفر', 'CA', 49.2827, -123.1207, 'America/Vancouver'],
  ['sao-paulo', 'São Paulo', 'ساو باولو', 'BR', -23.5505, -46.6333, 'America/Sao_Paulo'],
  [
    'buenos-aires',
    'Buenos Aires',
    'بوينس آيرس',
    'AR',
    -34.6037,
    -58.3816,
    'America/Argentina/Buenos_Aires',
  ],
];

export const PRAYER_CITIES: readonly PrayerCity[] = [
  MECCA,
  ...ROWS.map(([id, name, nameAr, countryCode, latitude, longitude, timeZone]) => ({
    id,
    name,
    nameAr,
    countryCode,
    latitude,
    longitude,
    timeZone,
  })),
];

const citiesById = new Map(PRAYER_CITIES.map((city) => [city.id, city]));

export function findCity(id: string): PrayerCity | undefined {
  return citiesById.get(id);
}
