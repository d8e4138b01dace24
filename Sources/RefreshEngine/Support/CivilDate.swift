/// The proleptic Gregorian calendar's date of a day number (days since 1970-01-01).
///
/// Rule (Howard Hinnant's civil_from_days): eras of 146,097 days (400 years) starting on
/// 1 March, so the leap day is the last day of its year; weekday 0 is Sunday (1970-01-01 was a
/// Thursday: (days + 4) mod 7).
enum CivilDate {
    static func from(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func weekday(days: Int) -> Int { ((days + 4) % 7 + 7) % 7 }
}
