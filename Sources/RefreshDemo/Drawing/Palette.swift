import CSDL2

/// The colours of the list and of the accents the panel shares with it, iOS light appearance.
enum Palette {
    static let background = SDL_Color(r: 242, g: 242, b: 247, a: 255)
    static let row = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    static let separator = SDL_Color(r: 198, g: 198, b: 200, a: 255)
    static let text = SDL_Color(r: 28, g: 28, b: 30, a: 255)
    static let secondaryText = SDL_Color(r: 138, g: 138, b: 142, a: 255)
    /// Over the blurred backdrop: light enough to read the title, thin enough to see colour through.
    static let bar = SDL_Color(r: 249, g: 249, b: 249, a: 200)
    static let barLine = SDL_Color(r: 178, g: 178, b: 178, a: 255)
    static let indicator = SDL_Color(r: 0, g: 0, b: 0, a: 115)
    static let avatars: [SDL_Color] = [
        orange, green, blue, purple,
        SDL_Color(r: 255, g: 45, b: 85, a: 255), SDL_Color(r: 90, g: 200, b: 250, a: 255),
        SDL_Color(r: 88, g: 86, b: 214, a: 255), SDL_Color(r: 162, g: 132, b: 94, a: 255),
    ]
    /// iOS's system accents (systemBlue, ...): the avatars, the panel, the switch and the
    /// banner take them from here, so each is written once.
    static let blue = SDL_Color(r: 0, g: 122, b: 255, a: 255)
    static let orange = SDL_Color(r: 255, g: 149, b: 0, a: 255)
    static let green = SDL_Color(r: 52, g: 199, b: 89, a: 255)
    static let purple = SDL_Color(r: 175, g: 82, b: 222, a: 255)
    static let red = SDL_Color(r: 255, g: 59, b: 48, a: 255)
}
